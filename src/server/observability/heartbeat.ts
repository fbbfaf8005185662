import "server-only";
import { readFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { lt, sql } from "drizzle-orm";
import { serverEnv } from "@/env";
import type { Database, Db } from "../db/client";
import { instanceHeartbeats } from "../db/schema";
import { errorSummary } from "../error-summary";
import { startPeriodic } from "../periodic";

/** An instance writes its row every 30 s; /admin/system counts it up while its row is under 90 s old. */
export const HEARTBEAT_MS = 30_000;

export type Beat = { instance: string; buildId: string; startedAt: Date };

/** This process: its name (INSTANCE_NAME, else host:port, as its log lines) and the build it serves. */
export function thisInstance(startedAt = new Date()): Beat {
  const env = serverEnv();
  let buildId = "unknown";
  try {
    buildId = readFileSync(join(process.cwd(), env.NEXT_DIST_DIR, "BUILD_ID"), "utf8").trim() || buildId;
  } catch {
    // `next dev` has no build id
  }
  return { instance: env.INSTANCE_NAME ?? `${hostname()}:${env.PORT}`, buildId, startedAt };
}

/** Writes the instance's row (seen now, on the database's clock). */
export async function beat(db: Db, { instance, buildId, startedAt }: Beat): Promise<void> {
  await db
    .insert(instanceHeartbeats)
    .values({ instance, buildId, startedAt, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: instanceHeartbeats.instance, set: { buildId, startedAt, seenAt: sql`now()` } });
}

/** Forgets instances silent for a week. */
async function forgetSilent(db: Db): Promise<void> {
  await db.delete(instanceHeartbeats).where(lt(instanceHeartbeats.seenAt, sql`now() - interval '7 days'`));
}

/** How often an instance forgets the silent ones: a week's silence needs no 30 s precision. */
const FORGET_MS = 60 * 60_000;

/** Starts the heartbeat, once per process (from instrumentation.ts): its row every 30 s, the silent rows forgotten at start and hourly. */
export function startHeartbeat(open: () => Promise<Database>, me: Beat = thisInstance()): void {
  let forgotAt = -Infinity;
  startPeriodic("heartbeat", { firstRunMs: 1_000, intervalMs: HEARTBEAT_MS }, async () => {
    try {
      const { db } = await open();
      await beat(db, me);
      if (Date.now() - forgotAt >= FORGET_MS) {
        await forgetSilent(db);
        forgotAt = Date.now();
      }
    } catch (error) {
      console.warn(`[heartbeat] not written: ${errorSummary(error)}`);
    }
  });
}
