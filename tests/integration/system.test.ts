import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetServerEnv } from "@/env";
import { outbox } from "@/server/db/schema";
import type { Job } from "@/server/job";
import { JOBS, runJob } from "@/server/jobs";
import { outboxValues } from "@/server/mail/outbox";
import { beat } from "@/server/observability/heartbeat";
import { readSystem } from "@/server/observability/system";
import { setRecoveryPublicKey } from "@/server/whistleblowing/cases";
import { newRecoveryKeyPair } from "@/server/whistleblowing/crypto";
import { useTestDatabase } from "./helpers";

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnv();
});

describe("/admin/system's view (src/server/observability/system.ts)", () => {
  const database = useTestDatabase();

  it("lists the instances that reported, each job's last round, the outbox's failures with the server's answer, the newest backup and the unsafe settings", async () => {
    const db = database.db;
    await db.execute(sql`TRUNCATE instance_heartbeats, job_rounds`);
    const backups = mkdtempSync(join(tmpdir(), "site-backups-"));
    try {
      vi.stubEnv("SMTP_URL", "");
      vi.stubEnv("SITE_URL", "http://www.savannahcrest.example");
      vi.stubEnv("BACKUP_DIR", backups);
      resetServerEnv();
      const empty = await readSystem(db);
      expect(empty.instances).toEqual([]);
      expect(empty.jobs.map((job) => job.name)).toEqual(JOBS.map((job) => job.name));
      expect(empty.jobs.every((job) => job.lastRunAt === null)).toBe(true);
      expect(empty.newestBackup).toBeNull();
      expect(empty.unsafe).toEqual(["no-smtp", "http-site-url", "no-recovery-key"]);

      // Two instances: one reporting, one silent for five minutes.
      await beat(db, { instance: "web-1:3001", buildId: "build-a", startedAt: new Date() });
      await beat(db, { instance: "web-1:3002", buildId: "build-a", startedAt: new Date() });
      await db.execute(sql`UPDATE instance_heartbeats SET seen_at = now() - interval '5 minutes' WHERE instance = 'web-1:3002'`);
      // A job that did its work, then one that failed after an earlier success.
      const job = (run: Job["run"]): Job => ({ name: JOBS[0]!.name, firstRunMs: 1, intervalMs: 1, retry: "soon", run });
      const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      await runJob(
        job(async () => "2 published"),
        database,
      );
      await runJob(
        job(() => Promise.reject(new Error("connection refused"))),
        database,
      );
      info.mockRestore();
      warn.mockRestore();
      // A message refused for good, the answer quoting the recipient.
      const [row] = await db
        .insert(outbox)
        .values(
          outboxValues(null, [{ recipient: "visitor@example.com", subject: "Your message", text: "Hello Ada", html: "<p>Hello Ada</p>" }]),
        )
        .returning({ id: outbox.id });
      await db.execute(
        sql`UPDATE outbox SET status = 'failed', attempts = 1, last_error = '550 5.1.1 <visitor@example.com>: Recipient address rejected' WHERE id = ${row!.id}`,
      );
      await db.insert(outbox).values(outboxValues(null, [{ recipient: "team@example.com", subject: "Lead", text: "x", html: "x" }]));
      writeFileSync(join(backups, "site-20261128.dump"), "x");
      writeFileSync(join(backups, "site-20261129.dump"), "x");
      utimesSync(join(backups, "site-20261128.dump"), new Date(Date.now() - 86_400_000), new Date(Date.now() - 86_400_000));
      await setRecoveryPublicKey(db, (await newRecoveryKeyPair()).publicKey);

      const view = await readSystem(db);
      expect(view.instances.map(({ instance, buildId, up }) => ({ instance, buildId, up }))).toEqual([
        { instance: "web-1:3001", buildId: "build-a", up: true },
        { instance: "web-1:3002", buildId: "build-a", up: false },
      ]);
      expect(view.instances[1]!.secondsSinceSeen).toBeGreaterThanOrEqual(299);
      const first = view.jobs[0]!;
      expect(first).toMatchObject({ lastResult: "failed", lastError: expect.stringContaining("connection refused") });
      expect(first.lastSuccessAt).not.toBeNull();
      expect(first.lastSuccessAt!.getTime()).toBeLessThanOrEqual(first.lastRunAt!.getTime());
      expect(view.outbox).toMatchObject({ pending: 1, failed: 1, oldestPendingSeconds: expect.any(Number) });
      expect(view.outbox.failures).toEqual([{ id: row!.id, attempts: 1, answer: "550 5.1.1 <[address]>: Recipient address rejected" }]);
      expect(view.newestBackup!.ageSeconds).toBeLessThan(60);
      expect(view.unsafe).toEqual(["no-smtp", "http-site-url"]);
      // Nothing of a message: no recipient, subject or body anywhere in the view.
      expect(JSON.stringify(view)).not.toMatch(/visitor@|Your message|Hello Ada|team@example/);
    } finally {
      rmSync(backups, { recursive: true, force: true });
    }
  });
});
