// `npx tsx --conditions=react-server scripts/bench/sign-in-timing.ts` (issue 41, decision 124): how long the
// password step (signInWithPassword, through better-auth) takes to refuse an unknown address, a wrong
// password, a locked account and a locked unknown address: the median of BENCH_TRIES (50) interleaved tries
// each, and the largest relative difference between them (target: under 10%, so that the time tells neither
// which addresses are staff nor which are locked). Each try comes from its own address, and none is tried
// often enough to be locked by the measuring. On PGlite under .bench/, or on DATABASE_URL's PostgreSQL.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { TOTP } from "otpauth";
import type { Database } from "../../src/server/db/client";
import { createAccount, issueSetupToken } from "../../src/server/staff/accounts";
import { choosePassword, confirmTotp, cookieHeaderFrom } from "../../src/server/staff/set-up";
import { ACCOUNT_LOCK_AFTER, signInWithPassword, type SignInResult } from "../../src/server/staff/sign-in";
import { median, openBenchDatabase } from "./database";

const TRIES = Number(process.env.BENCH_TRIES || 50);
const WARM_UP = 3;
/** Accounts (and unknown addresses) of each kind, so that none reaches ACCOUNT_LOCK_AFTER wrong passwords while measured. */
const PER_KIND = Math.ceil((TRIES + WARM_UP) / (ACCOUNT_LOCK_AFTER - 1));
const PASSWORD = "a long and memorable passphrase";

let addresses = 0;
/** A request from an address of its own (the limiter counts per address). */
function request(cookie = ""): Headers {
  addresses += 1;
  const headers = new Headers({
    "x-forwarded-for": `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
    "user-agent": "bench",
  });
  if (cookie) headers.set("cookie", cookie);
  return headers;
}

/** An account through its set-up link: password and authenticator, as a person does it. */
async function setUpAccount(database: Database, email: string): Promise<void> {
  const { id } = await createAccount(database, { email, roles: ["sales"] });
  const token = await issueSetupToken(database, id);
  const first = await choosePassword(database, request(), { token, password: PASSWORD, confirm: PASSWORD });
  if (!first.ok) throw new Error(first.error);
  const code = new TOTP({ secret: first.key, digits: 6, period: 30 }).generate();
  const second = await confirmTotp(database, request(cookieHeaderFrom(first.cookies, null)), { token, code });
  if (!second.ok) throw new Error(second.error);
}

type Kind = { label: string; emails: string[]; expected: "wrong" | "locked"; times: number[] };

async function main() {
  const { database, cleanUp } = await openBenchDatabase("sign-in-pglite");
  try {
    const run = randomBytes(3).toString("hex");
    const emails = (label: string) => Array.from({ length: PER_KIND }, (_, i) => `${label}${i}.${run}@example.org`);
    const kinds: Kind[] = [
      { label: "unknown address", emails: emails("nobody"), expected: "wrong", times: [] },
      { label: "known address, wrong password", emails: emails("known"), expected: "wrong", times: [] },
      { label: "locked account", emails: emails("locked"), expected: "locked", times: [] },
      { label: "locked unknown address", emails: emails("locked-nobody"), expected: "locked", times: [] },
    ];
    const [, known, locked, lockedUnknown] = kinds as [Kind, Kind, Kind, Kind];
    process.stdout.write(`Setting up ${PER_KIND * 2} accounts and locking ${PER_KIND * 2} addresses… `);
    for (const email of [...known.emails, ...locked.emails]) await setUpAccount(database, email);
    for (const email of [...locked.emails, ...lockedUnknown.emails]) {
      for (let i = 0; i < ACCOUNT_LOCK_AFTER; i++) await signInWithPassword(database, request(), { email, password: `wrong ${i}` });
    }
    console.log("done.");

    for (let round = 0; round < WARM_UP + TRIES; round++) {
      // Interleaved, each round in another order, so that drift (a warming JIT, a busy machine) falls on every kind alike.
      for (let k = 0; k < kinds.length; k++) {
        const kind = kinds[(round + k) % kinds.length]!;
        const email = kind.emails[round % PER_KIND]!;
        const started = performance.now();
        const result: SignInResult = await signInWithPassword(database, request(), { email, password: `not the password ${round}` });
        const elapsed = performance.now() - started;
        if (result.ok || result.error !== kind.expected)
          throw new Error(`${kind.label}: expected "${kind.expected}", got ${JSON.stringify(result)}`);
        if (round >= WARM_UP) kind.times.push(elapsed);
      }
    }

    const medians = kinds.map((kind) => ({ kind, median: median(kind.times) }));
    const fastest = Math.min(...medians.map((m) => m.median));
    const slowest = Math.max(...medians.map((m) => m.median));
    console.log(`\nSign-in password step, median of ${TRIES} tries each (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}):`);
    for (const { kind, median: value } of medians) {
      console.log(
        `  ${kind.label.padEnd(32)} ${value.toFixed(1).padStart(7)} ms   (answer: ${kind.expected}; ${((value / fastest - 1) * 100).toFixed(1)}% over the fastest)`,
      );
    }
    console.log(`Largest relative difference between the medians: ${((slowest / fastest - 1) * 100).toFixed(1)}% (target: under 10%).`);
  } finally {
    await cleanUp();
  }
}

await main();
