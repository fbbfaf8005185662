import "server-only";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { asc, desc, sql } from "drizzle-orm";
import { serverEnv } from "@/env";
import { maskAddresses } from "@/lib/mask-addresses";
import type { Db } from "../db/client";
import { instanceHeartbeats, jobRounds, type JobResult } from "../db/schema";
import { JOBS } from "../jobs";
import { outboxStats } from "../mail/outbox";
import { recoveryPublicKey } from "../whistleblowing/cases";
import { HEARTBEAT_MS } from "./heartbeat";

/** Instances silent for longer than this are listed as not seen (three heartbeats missed). */
const SILENT_MS = 3 * HEARTBEAT_MS;
/** Instances silent for longer than this are not listed. */
const LISTED_MS = 60 * 60_000;

type Unsafe = "no-smtp" | "http-site-url" | "no-recovery-key";

export type SystemView = {
  instances: { instance: string; buildId: string; startedAt: Date; secondsSinceSeen: number; up: boolean }[];
  outbox: {
    pending: number;
    failed: number;
    oldestPendingSeconds: number | null;
    failures: { id: number; attempts: number; answer: string }[];
  };
  jobs: { name: string; lastRunAt: Date | null; lastResult: JobResult | null; lastSuccessAt: Date | null; lastError: string | null }[];
  /** The newest file in BACKUP_DIR, its time and age: undefined when BACKUP_DIR is unset, null when it holds none. */
  newestBackup: { at: Date; ageSeconds: number } | null | undefined;
  unsafe: Unsafe[];
};

function newestFile(dir: string): Date | null {
  let newest: Date | null = null;
  try {
    for (const name of readdirSync(dir)) {
      const stat = statSync(join(dir, name), { throwIfNoEntry: false });
      if (stat?.isFile() && (!newest || stat.mtime > newest)) newest = stat.mtime;
    }
  } catch {
    return null;
  }
  return newest;
}

const backupAge = (at: Date | null) => (at ? { at, ageSeconds: Math.max(0, Math.round((Date.now() - at.getTime()) / 1000)) } : null);

/** What /admin/system shows: names, times and counts, nothing of a submission or a case. */
export async function readSystem(db: Db): Promise<SystemView> {
  const env = serverEnv();
  const beats = await db
    .select({
      instance: instanceHeartbeats.instance,
      buildId: instanceHeartbeats.buildId,
      startedAt: instanceHeartbeats.startedAt,
      silentMs: sql<string>`extract(epoch from now() - ${instanceHeartbeats.seenAt}) * 1000`,
    })
    .from(instanceHeartbeats)
    .where(sql`${instanceHeartbeats.seenAt} > now() - ${LISTED_MS} * interval '1 millisecond'`)
    .orderBy(desc(instanceHeartbeats.seenAt), asc(instanceHeartbeats.instance));
  const rounds = new Map((await db.select().from(jobRounds)).map((row) => [row.job, row]));
  const stats = await outboxStats(db);
  const unsafe: Unsafe[] = [];
  if (!env.SMTP_URL) unsafe.push("no-smtp");
  if (!env.SITE_URL.startsWith("https://")) unsafe.push("http-site-url");
  if (!(await recoveryPublicKey(db))) unsafe.push("no-recovery-key");
  return {
    instances: beats.map((beat) => {
      const silentMs = Math.max(0, Number(beat.silentMs));
      return {
        instance: beat.instance,
        buildId: beat.buildId,
        startedAt: beat.startedAt,
        secondsSinceSeen: Math.round(silentMs / 1000),
        up: silentMs <= SILENT_MS,
      };
    }),
    outbox: {
      pending: stats.counts.pending,
      failed: stats.counts.failed,
      oldestPendingSeconds: stats.oldestPendingSeconds,
      failures: stats.failed.map((row) => ({ id: row.id, attempts: row.attempts, answer: maskAddresses(row.lastError ?? "") })),
    },
    jobs: JOBS.map(({ name }) => {
      const round = rounds.get(name);
      return {
        name,
        lastRunAt: round?.lastRunAt ?? null,
        lastResult: round?.lastResult ?? null,
        lastSuccessAt: round?.lastSuccessAt ?? null,
        lastError: round?.lastError ?? null,
      };
    }),
    newestBackup: env.BACKUP_DIR ? backupAge(newestFile(env.BACKUP_DIR)) : undefined,
    unsafe,
  };
}
