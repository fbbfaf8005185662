// How long the newsletter sign-up takes to answer for an address already
// confirmed and for a new one, in process on PGlite: with the sign-up stored
// after the answer (as the site does, Next's after()) and, for comparison,
// stored before it. Medians of 25 alternating pairs; prints figures only.
// `npm exec -- tsx --conditions=react-server scripts/bench/newsletter-answer.ts`
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { newsletterSubscribers } from "../../src/server/db/schema";
import { createLimiter } from "../../src/server/rate-limit";
import { processForm } from "../../src/server/submissions/action";
import { HIDDEN } from "../../src/lib/form-protocol";
import { newsletterSpec } from "../../src/forms/newsletter/server";

const PAIRS = 25;
const database = await openDatabase({});
const spec = newsletterSpec("http://localhost:3000");
const limiter = createLimiter("bench", { points: 10_000 });

function post(email: string): FormData {
  const data = new FormData();
  data.set("email", email);
  data.set(HIDDEN.fillMs, "5000");
  data.set(HIDDEN.idempotencyKey, randomBytes(12).toString("hex"));
  return data;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(afterAnswer: boolean, tag: string) {
  const known = `known-${tag}@example.com`;
  await processForm(spec, post(known), { database, limiter, clientKey: "bench" });
  await database.db.update(newsletterSubscribers).set({ status: "confirmed" }).where(eq(newsletterSubscribers.email, known));
  const times = { confirmed: [] as number[], fresh: [] as number[] };
  for (let i = 0; i < PAIRS; i++) {
    for (const [which, email] of [
      ["confirmed", known],
      ["fresh", `new-${tag}-${i}@example.com`],
    ] as const) {
      const later: (() => Promise<void>)[] = [];
      const start = performance.now();
      await processForm(spec, post(email), {
        database,
        limiter,
        clientKey: "bench",
        defer: afterAnswer ? (task) => void later.push(task) : undefined,
      });
      times[which].push(performance.now() - start);
      for (const task of later) await task();
    }
  }
  const [c, f] = [median(times.confirmed), median(times.fresh)];
  console.log(
    `${afterAnswer ? "stored after the answer " : "stored before the answer"} | confirmed ${c.toFixed(2)} ms | new ${f.toFixed(2)} ms | difference ${(f - c).toFixed(2)} ms`,
  );
}

console.log(`newsletter sign-up, time to the answer (median of ${PAIRS} pairs, PGlite in memory)`);
await measure(false, "before");
await measure(true, "after");
await database.close();
