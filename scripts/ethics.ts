// The whistleblowing keys' ceremonies (docs/whistleblowing.md):
//
//   npm run ethics -- recovery-key
//     makes the organisation's recovery key once: stores its public key and prints its private key,
//     which is never stored; print it, check it, keep it offline in a safe (two copies, two places).
//   npm run ethics -- recover --key <file|-> --to <officer e-mail>
//     when no officer can read the cases any more: opens every case with the recovery key (read from
//     a file, or typed in with "-") and gives it to that ethics officer, who has signed in once.
//
// With PGlite the site must be stopped (one process per data folder); with DATABASE_URL it may run.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { serverEnv } from "../src/env";
import { openDatabase, pgliteDirFor } from "../src/server/db/client";
import { createRecoveryKey, recoverCases, RecoveryError } from "../src/server/whistleblowing/recovery";

const USAGE = "Usage: npm run ethics -- recovery-key | npm run ethics -- recover --key <file|-> --to <officer e-mail>";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { key: { type: "string" }, to: { type: "string" } } });
const [verb] = positionals;
if (verb !== "recovery-key" && verb !== "recover") fail(USAGE);
if (verb === "recover" && (!values.key || !values.to)) fail(USAGE);

const env = serverEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.DATA_DIR) }).catch(
  (error: Error) => fail(`Could not open the database (with PGlite, stop the site first): ${error.message}`),
);
try {
  if (verb === "recovery-key") {
    const made = await createRecoveryKey(database);
    if (!made) fail("A recovery key exists already. It is not replaced: the cases are encrypted to it.");
    console.log(
      "The organisation's recovery key. It is shown once and stored nowhere: print it now, check the print, and keep it offline.",
    );
    console.log(`Fingerprint: ${made.fingerprint}\n`);
    console.log(made.privateKey);
  } else {
    const armored = readFileSync(values.key === "-" ? 0 : values.key!, "utf8");
    const { granted, unreadable } = await recoverCases(database, { recoveryPrivateKey: armored, toEmail: values.to! });
    console.log(`${granted} case(s) given to ${values.to}.`);
    if (unreadable.length) console.log(`Not opened with this recovery key: ${unreadable.join(", ")}`);
  }
} catch (error) {
  if (error instanceof RecoveryError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
