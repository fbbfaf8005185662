import { describe, expect, it, vi } from "vitest";
import type { Job } from "@/server/job";
import { JOBS, runJob } from "@/server/jobs";
import { onPostgres, useTestDatabase } from "./helpers";

describe("the job registry (src/server/jobs.ts)", () => {
  const database = useTestDatabase();

  it("names each job once, and each job's round runs on the real schema and reports nothing to do", async () => {
    expect(new Set(JOBS.map((job) => job.name)).size).toBe(JOBS.length);
    const warn = vi.spyOn(console, "warn");
    for (const job of JOBS) expect(await runJob(job, database), job.name).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("logs a failed round with when it is tried again, and never throws", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failing: Job = {
      name: "failing",
      firstRunMs: 1,
      intervalMs: 1,
      retry: "in a minute",
      run: () => Promise.reject(new Error("boom")),
    };
    expect(await runJob(failing, database)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[failing\] failed, tried again in a minute: .*boom/));
    warn.mockRestore();
  });

  // Instances share a lock only on PostgreSQL (PGlite is one process per data folder).
  if (onPostgres)
    it("runs a round on one instance at a time: the other skips it while the first holds it", async () => {
      const other = await database.reopen();
      let rounds = 0;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const job: Job = {
        name: "once",
        firstRunMs: 1,
        intervalMs: 1,
        retry: "soon",
        async run() {
          rounds += 1;
          await held;
          return "done";
        },
      };
      const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
      const first = runJob(job, database);
      await vi.waitFor(() => expect(rounds).toBe(1));
      expect(await runJob(job, other)).toBeNull();
      release();
      expect(await first).toBe("done");
      expect(await runJob(job, other)).toBe("done");
      expect(rounds).toBe(2);
      info.mockRestore();
      await other.close();
    });
});
