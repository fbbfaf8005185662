// `npm run bench:campaign` (issue 43): queuing a campaign for BENCH_SUBSCRIBERS (10,000) confirmed
// subscribers with no rate limit (every delivery and outbox row), on PGlite and on PostgreSQL
// (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server) in a schema of its own; then the
// rate the outbox dispatcher sends BENCH_SEND (2,000) of them at to a local smtp-server, on PostgreSQL.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import type { Database } from "../../src/server/db/client";
import { newsletterSubscribers, outbox } from "../../src/server/db/schema";
import { dispatchAll } from "../../src/server/mail/dispatcher";
import { smtpTransport } from "../../src/server/mail/transport";
import { createCampaign, queueRound, startSending } from "../../src/server/newsletter/campaigns";
import { openBenchDatabase } from "./database";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 10_000);
const SEND = Number(process.env.BENCH_SEND || 2_000);
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const SITE = "https://www.savannahcrest.example";
const BODY = [
  "## The season",
  "",
  "Sesame and soya came in early this year, and the **Kano** warehouse opened.",
  "",
  "- Three new buyers",
  "- One new warehouse",
  "",
  "Read [the full report](/investors).",
].join("\n");

async function seed(database: Database): Promise<void> {
  for (let start = 0; start < SUBSCRIBERS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, SUBSCRIBERS - start) }, (_, i) => ({
      email: `reader${start + i}@example.com`,
      status: "confirmed" as const,
      unsubscribeToken: randomBytes(32).toString("base64url"),
      confirmedAt: new Date(),
    }));
    await database.db.insert(newsletterSubscribers).values(rows);
  }
}

async function queueAll(database: Database): Promise<number> {
  const campaign = await createCampaign(
    database.db,
    { subject: "Harvest notes", preheader: "What the season brought", body: BODY },
    "bench",
  );
  await startSending(database.db, campaign.id, "bench");
  const started = performance.now();
  const { queued, done } = await queueRound(database.db, campaign.id, { siteUrl: SITE, ratePerMinute: Number.MAX_SAFE_INTEGER });
  const ms = performance.now() - started;
  if (queued !== SUBSCRIBERS || !done) throw new Error(`queued ${queued} of ${SUBSCRIBERS}`);
  return ms;
}

async function sendRate(database: Database): Promise<{ sent: number; perSecond: number }> {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  // Only the first SEND messages are due; the rest wait, as a paced campaign's would.
  await database.db.execute(
    sql`UPDATE ${outbox} SET next_attempt_at = now() + interval '1 day' WHERE id > (SELECT min(id) + ${SEND - 1} FROM ${outbox})`,
  );
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
  const started = performance.now();
  const result = await dispatchAll(database.db, transport, "Savannah Crest Group <no-reply@savannahcrest.example>", { alertTo: null });
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  await new Promise<void>((done) => server.close(() => done()));
  if (result.sent !== SEND || accepted !== SEND) throw new Error(`sent ${result.sent}, accepted ${accepted} of ${SEND}`);
  return { sent: result.sent, perSecond: result.sent / seconds };
}

const pglite = await openBenchDatabase("campaign-pglite", null);
await seed(pglite.database);
const pgliteMs = await queueAll(pglite.database).finally(pglite.cleanUp);
console.log(
  `queue ${SUBSCRIBERS} subscribers, PGlite:     ${pgliteMs.toFixed(0)} ms (${((SUBSCRIBERS / pgliteMs) * 1000).toFixed(0)} per second)`,
);

const { database: postgres, cleanUp } = await openBenchDatabase("campaign", PG_URL);
try {
  await seed(postgres);
  const pgMs = await queueAll(postgres);
  console.log(
    `queue ${SUBSCRIBERS} subscribers, PostgreSQL: ${pgMs.toFixed(0)} ms (${((SUBSCRIBERS / pgMs) * 1000).toFixed(0)} per second)`,
  );
  const { sent, perSecond } = await sendRate(postgres);
  console.log(
    `send ${sent} messages to a local SMTP server: ${perSecond.toFixed(0)} messages per second (${(perSecond * 60).toFixed(0)} per minute)`,
  );
} finally {
  await cleanUp();
}
