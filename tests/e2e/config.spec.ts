import { spawn } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "./fixtures";

/** The port of the end-to-end servers plus two (3100 and 3101 serve the two builds). */
const PORT = String(Number(process.env.E2E_PORT || 3100) + 2);

/** Starts the end-to-end build with extra settings; resolves with the exit code and what it printed. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(process.cwd(), "node_modules", ".bin", "next"), ["start", "-p", PORT, "-H", "127.0.0.1"], {
      env: { ...process.env, NEXT_DIST_DIR: ".next-test", DATA_DIR: `test-results/e2e-data-${PORT}`, NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGTERM"), 30_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe("configuration", () => {
  test("a bad setting stops the server at start with a message naming the variable", async () => {
    test.setTimeout(60_000);
    const { code, output } = await startServer({ SMTP_URL: "mail.example.com:25" });
    expect(code).toBe(1);
    expect(output).toContain("[config] Invalid environment variable(s): SMTP_URL: must start with smtp:// or smtps://");
  });
});
