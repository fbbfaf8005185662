// The embedded database admits one process per data folder: a second server
// on it stops at once, and the maintenance commands go through the running
// site (docs/deploy.md, section 5). Real processes, as an operator runs them.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PORTS, ROOT, startInstance, type Instance } from "./harness";

const dataDir = mkdtempSync(join(tmpdir(), "savannah-crest-pglite-"));
/** The site on PGlite: no DATABASE_URL, its own data folder, mail to files. */
const settings = { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${PORTS.a + 2}` };
let site: Instance;

function npm(
  args: string[],
  port: number,
  extra: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...settings,
    PORT: String(port),
    NODE_ENV: "production",
    NEXT_DIST_DIR: process.env.DEPLOY_DIST_DIR || ".next-test",
  };
  delete env.DATABASE_URL;
  delete env.RATE_LIMIT_SECRET;
  delete env.AUTH_SECRET;
  delete env.NODE_OPTIONS;
  Object.assign(env, extra);
  env.PATH = `${join(ROOT, "node_modules/.bin")}:${env.PATH ?? ""}`;
  return new Promise((resolve, reject) => {
    const child = spawn("npm", args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGTERM"), 90_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  site = await startInstance(PORTS.a + 2, settings, ["DATABASE_URL"]);
}, 180_000);

afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("PGlite: one process per data folder", () => {
  test("a second server on the same data folder stops at once, naming the folder and the running process", async () => {
    const second = await npm(["start"], PORTS.a + 3);
    expect(second.code).not.toBe(0);
    const serverPid = Number(/in use by process (\d+)/.exec(second.stderr + second.stdout)?.[1]);
    expect(second.stderr + second.stdout).toContain(
      `The embedded database in ${join(dataDir, "pglite")} is in use by process ${serverPid} (the site on port ${PORTS.a + 2})`,
    );
    // The first one still serves.
    expect((await fetch(`http://127.0.0.1:${PORTS.a + 2}/healthz`)).status).toBe(200);
  });

  test("npm run outbox and npm run subscribers work while the site runs, through the running site", async () => {
    const outbox = await npm(["run", "-s", "outbox"], PORTS.a + 2);
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).toMatch(new RegExp(`Outbox \\(PGlite in ${join(dataDir, "pglite")}, through the running site, process \\d+\\)`));
    expect(outbox.stdout).toMatch(/pending {2}\d+/);
    const subscribers = await npm(["run", "-s", "subscribers"], PORTS.a + 2);
    expect(subscribers.code).toBe(0);
    expect(subscribers.stdout.split(/\r?\n/)[0]).toBe("email,confirmed_at,unsubscribe_url,one_click_unsubscribe_url");
    expect(subscribers.stderr).toMatch(/0 confirmed subscriber\(s\) \(through the running site, process \d+\)/);
    // Not for anyone else: without the lock's token the site answers 404.
    expect((await fetch(`http://127.0.0.1:${PORTS.a + 2}/api/local/outbox`)).status).toBe(404);
  });
});

describe("what an operator sees of the instance (issue 49)", () => {
  test("it serves its metrics to a scraper on its machine, the application's series with the runtime's, and logs JSON lines with request ids, none with a word typed", async () => {
    const base = `http://127.0.0.1:${PORTS.a + 2}`;
    const scrape = async () => (await fetch(`${base}/metrics`)).text();
    const value = (text: string, series: string) =>
      Number(
        text
          .split("\n")
          .find((line) => line.startsWith(`${series} `))
          ?.split(" ")[1] ?? 0,
      );
    const enquiry = (fillMs: number) =>
      fetch(`${base}/api/send-email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({
          subject: "E-commerce Inquiry",
          message: "Type: Buy\nProduct Name: Sesame\nClient Name: Zainab Metricsworth\nPhone Number: 08005550199",
          business: "commodities",
          idempotencyKey: randomBytes(8).toString("hex"),
          fillMs,
        }),
      });
    const before = await scrape();
    // A person's enquiry, then one sent at once (taken for a bot's: answered alike, not stored, logged).
    expect((await enquiry(5000)).status).toBe(201);
    expect((await enquiry(10)).status).toBe(201);
    const after = await scrape();
    for (const outcome of ["stored", "bot"]) {
      const series = `form_submissions_total{form="enquiry",outcome="${outcome}"}`;
      expect(value(after, series), series).toBe(value(before, series) + 1);
    }
    const posts = 'http_requests_total{method="POST",route="/api/send-email",status="201"}';
    expect(value(after, posts)).toBe(value(before, posts) + 2);
    expect(after).toMatch(/^outbox_messages\{status="pending"\} \d+$/m);
    // The first job round comes 5 s after the start (the campaigns job), later on a busy machine: wait for it.
    const jobRun = /^job_runs_total\{job="[a-z-]+",result="(done|idle)"\} \d+$/m;
    await expect.poll(async () => jobRun.test(await scrape()), { timeout: 30_000, interval: 500 }).toBe(true);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);

    // Every line the server printed is one JSON object (npm's own "> …" header aside); the bot's line carries its request's id.
    const lines = site.log
      .join("")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("> "));
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of parsed)
      expect(line).toMatchObject({
        level: expect.any(String),
        time: expect.any(String),
        msg: expect.any(String),
        instance: expect.any(String),
      });
    const bot = parsed.find((line) => String(line.msg).startsWith("[forms] a enquiry post was taken for a bot's"));
    expect(bot?.request_id).toMatch(/^[0-9a-f]{32}$/);
    expect(lines.join("\n")).not.toMatch(/Metricsworth|08005550199/);
  });
});

describe("several instances need their secrets given", () => {
  test("a production start on PostgreSQL without RATE_LIMIT_SECRET and AUTH_SECRET stops at once, saying why", async () => {
    const start = await npm(["start"], PORTS.a + 3, { DATABASE_URL: "postgres://postgres:postgres@127.0.0.1:5432/never_opened" });
    expect(start.code).not.toBe(0);
    expect(start.stderr + start.stdout).toContain(
      "[config] RATE_LIMIT_SECRET is not set: instances sharing DATABASE_URL need the same secret (at least 16 characters)",
    );
    expect(start.stderr + start.stdout).toContain("[config] AUTH_SECRET is not set: the back office keeps a generated key in the database");
  });
});
