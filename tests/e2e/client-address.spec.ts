import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { marker } from "./forms-helpers";

/**
 * The end-to-end build served as `npm start` serves it with no reverse proxy
 * (TRUSTED_PROXY_HOPS unset), on the suite's port plus three: a visitor who
 * writes a new X-Forwarded-For address into each request is still one
 * visitor to the rate limit.
 */
const PORT = Number(process.env.E2E_PORT || 3100) + 3;
const BASE = `http://127.0.0.1:${PORT}`;

let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const dataDir = `test-results/e2e-data-${PORT}`;
  rmSync(dataDir, { recursive: true, force: true });
  const inherited: Record<string, string | undefined> = { ...process.env };
  delete inherited.TRUSTED_PROXY_HOPS;
  const env = { ...inherited, NODE_ENV: "production" as const, NEXT_DIST_DIR: ".next-test", DATA_DIR: dataDir, SITE_URL: BASE };
  server = spawn(join(process.cwd(), "node_modules", ".bin", "node"), ["src/runtime/server.ts", "-p", String(PORT), "-H", "127.0.0.1"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/contact-form`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [250] })
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test("a visitor cannot escape the rate limit by writing a new X-Forwarded-For address into each request", async ({ request }) => {
  const enquiry = { subject: "E-commerce Inquiry", message: "Type: Buy\nProduct Name: Sesame\nClient Name: Musa\nPhone Number: 0800" };
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i += 1) {
    const response = await request.post(`${BASE}/api/send-email`, {
      headers: { Origin: BASE, "X-Forwarded-For": `198.18.7.${i}`, "X-Client-Address": `198.18.8.${i}`, "X-Real-IP": `198.18.9.${i}` },
      data: { ...enquiry, message: `${enquiry.message}\nAttempt ${i} ${marker("xff")}` },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});
