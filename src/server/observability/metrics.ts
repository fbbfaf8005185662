import "server-only";
import client from "prom-client";
import { sql } from "drizzle-orm";
import { METRICS_REGISTRY } from "@/lib/runtime-contract";
import type { Database, Db } from "../db/client";
import { newsletterCampaigns } from "../db/schema";
import { outboxCounts, type OutboxCounts } from "../mail/outbox-counts";

/**
 * The application's Prometheus series, in the process's one registry (the
 * runtime's, see METRICS_REGISTRY; /metrics is answered by src/runtime/metrics.ts).
 * Labels are names from the code (a form's kind, a job's name, a limit's
 * name, an outcome): never a path, an address or anything typed.
 */
const { Counter, Gauge, Registry } = client;
type Reg = InstanceType<typeof Registry>;

function registry(): Reg {
  const holder = globalThis as { [METRICS_REGISTRY]?: Reg };
  return (holder[METRICS_REGISTRY] ??= new Registry());
}

/** One metric per name and process (a module loaded by two bundles, or again by `next dev`, finds the first). */
function once<M>(name: string, make: (registers: Reg[]) => M): M {
  return (registry().getSingleMetric(name) as M | undefined) ?? make([registry()]);
}

const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  once(name, (registers) => new Counter<L>({ name, help, labelNames, registers }));

export const submissions = () =>
  counter("form_submissions_total", "Form posts by form and outcome (stored, invalid, refused, bot, rate-limited, failed).", [
    "form",
    "outcome",
  ]);
export const rateLimitRefusals = () => counter("rate_limit_refusals_total", "Requests refused by a rate limit, by limit.", ["limit"]);
export const outboxSent = () => counter("outbox_sent_total", "Outbox messages the relay accepted.");
export const outboxDeferred = () => counter("outbox_deferred_total", "Outbox send attempts that failed and will be tried again.");
export const outboxFailed = () => counter("outbox_failed_total", "Outbox messages refused for good (kept as failed).");
export const campaignQueued = () => counter("newsletter_campaign_messages_queued_total", "Campaign messages handed to the outbox.");
export const jobRuns = () =>
  counter("job_runs_total", "Periodic job rounds by job and result (done, idle, skipped, failed).", ["job", "result"]);
export const jobLastSuccess = () =>
  once(
    "job_last_success_timestamp_seconds",
    (registers) =>
      new Gauge({
        name: "job_last_success_timestamp_seconds",
        help: "When each job last finished a round without error.",
        labelNames: ["job"],
        registers,
      }),
  );

const SOURCE = Symbol.for("savannah-crest.metrics-database");
type Holder = { [SOURCE]?: () => Promise<Database> };

/** The outbox's counts as one scrape reads them: both outbox gauges share the one query under way (outboxCounts). */
const underWay = new WeakMap<Db, Promise<OutboxCounts>>();
function scrapedOutbox(db: Db): Promise<OutboxCounts> {
  let counts = underWay.get(db);
  if (!counts) {
    counts = outboxCounts(db).finally(() => underWay.delete(db));
    underWay.set(db, counts);
  }
  return counts;
}

/**
 * The database the scrape-time gauges read (outbox, campaigns, pool): the
 * process's own (instrumentation.ts), or a test's. Their values are read at
 * each scrape, so they are the same on every instance (they count the
 * shared database), except the pool's, which is this process's.
 */
export function watchDatabase(source: () => Promise<Database>): void {
  (globalThis as Holder)[SOURCE] = source;
  const gauge = (
    name: string,
    help: string,
    labelNames: string[],
    read: (database: Database, set: (value: number, labels?: Record<string, string>) => void) => Promise<void>,
  ) =>
    once(
      name,
      (registers) =>
        new Gauge({
          name,
          help,
          labelNames,
          registers,
          async collect() {
            const open = (globalThis as Holder)[SOURCE];
            if (!open) return;
            this.reset();
            try {
              await read(await open(), (value, labels) => (labels ? this.set(labels, value) : this.set(value)));
            } catch {
              // The database unreachable: the series are absent from this scrape (and /healthz says why).
            }
          },
        }),
    );
  gauge("outbox_messages", "Outbox rows by status (pending is the depth).", ["status"], async ({ db }, set) => {
    const { counts } = await scrapedOutbox(db);
    for (const [status, count] of Object.entries(counts)) set(count, { status });
  });
  gauge("outbox_oldest_pending_age_seconds", "Age of the oldest pending outbox message (0 when none).", [], async ({ db }, set) => {
    set((await scrapedOutbox(db)).oldestPendingSeconds ?? 0);
  });
  gauge("newsletter_campaigns", "Newsletter campaigns by state (draft, scheduled, sending, sent).", ["state"], async ({ db }, set) => {
    const rows = await db
      .select({ state: newsletterCampaigns.state, count: sql<number>`count(*)::int` })
      .from(newsletterCampaigns)
      .groupBy(newsletterCampaigns.state);
    for (const row of rows) set(Number(row.count), { state: row.state });
  });
  gauge(
    "db_pool_connections",
    "This process's PostgreSQL pool: total, idle and waiting clients (absent on PGlite).",
    ["state"],
    async ({ pool }, set) => {
      if (!pool) return;
      set(pool.totalCount, { state: "total" });
      set(pool.idleCount, { state: "idle" });
      set(pool.waitingCount, { state: "waiting" });
    },
  );
}

/** The registry's text, as a scrape reads it (tests and the system page). */
export function scrape(): Promise<string> {
  return registry().metrics();
}
