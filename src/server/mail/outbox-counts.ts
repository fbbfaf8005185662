import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";

// Apart from outbox.ts: the metrics read these counts, and outbox.ts counts what it sends in the metrics.

export type OutboxCounts = {
  counts: Record<"pending" | "sent" | "failed", number>;
  oldestPendingAt: Date | null;
  /** The oldest pending row's age on the database's clock, whole seconds; null when none is pending. */
  oldestPendingSeconds: number | null;
};

/** Counts by status and the oldest pending row, in one query (the metrics' scrape, /admin/system, npm run outbox). */
export async function outboxCounts(db: Db): Promise<OutboxCounts> {
  const rows = await db
    .select({
      status: outbox.status,
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${outbox.createdAt})`,
      age: sql<string | null>`floor(extract(epoch from now() - min(${outbox.createdAt})))`,
    })
    .from(outbox)
    .groupBy(outbox.status);
  const counts = { pending: 0, sent: 0, failed: 0 };
  let oldestPendingAt: Date | null = null;
  let oldestPendingSeconds: number | null = null;
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    if (row.status === "pending" && row.oldest) oldestPendingAt = new Date(row.oldest);
    if (row.status === "pending" && row.age != null) oldestPendingSeconds = Number(row.age);
  }
  return { counts, oldestPendingAt, oldestPendingSeconds };
}
