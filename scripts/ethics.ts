// The whistleblowing keys' ceremonies (docs/whistleblowing.md):
//
//   npm run ethics -- recovery-key [--out <file>]
//     makes the organisation's recovery key once: stores its public key and writes its private key to
//     a new file (mode 0600, never over an existing one; default ./recovery-key.asc), never to the
//     terminal; print it, check it, keep it offline in a safe (two copies, two places), shred the file.
//   npm run ethics -- recover --key <file|-> --to <officer e-mail>
//     when no officer can read the cases any more: opens every case with the recovery key (read from
//     a file, or typed in with "-") and gives it to that ethics officer, who has signed in once.
//
// With PGlite the site must be stopped (one process per data folder); with DATABASE_URL it may run.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { serverEnv } from "../src/env";
import { openDatabase, pgliteDirFor } from "../src/server/db/client";
import { createRecoveryKeyFile, recoverCases, RecoveryError } from "../src/server/whistleblowing/recovery";

const USAGE = "Usage: npm run ethics -- recovery-key [--out <file>] | npm run ethics -- recover --key <file|-> --to <officer e-mail>";
const DEFAULT_OUT = "recovery-key.asc";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { key: { type: "string" }, to: { type: "string" }, out: { type: "string" } },
});
const [verb] = positionals;
if (verb !== "recovery-key" && verb !== "recover") fail(USAGE);
if (verb === "recover" && (!values.key || !values.to)) fail(USAGE);

const env = serverEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.DATA_DIR) }).catch(
  (error: Error) => fail(`Could not open the database (with PGlite, stop the site first): ${error.message}`),
);
try {
  if (verb === "recovery-key") {
    const out = resolve(values.out ?? DEFAULT_OUT);
    const made = await createRecoveryKeyFile(database, out);
    if (!made.ok && made.error === "key-exists") fail("A recovery key exists already. It is not replaced: the cases are encrypted to it.");
    if (!made.ok) fail(`${out} exists already; it is not overwritten. Choose another file with --out <file>.`);
    // Only where the key is: a private key printed to the terminal stays in its scrollback and logs.
    console.log(`The organisation's recovery key is made. Its private key is in ${out} (readable by this account only) and nowhere else.`);
    console.log(`Fingerprint: ${made.fingerprint}`);
    console.log(
      [
        "Now, before the first report:",
        "  1. Print the file twice (a printer that keeps no copy) and check one print by typing it back:",
        "     npm run ethics -- recover refuses a wrong key before doing anything.",
        "  2. Write the fingerprint and today's date on both prints; keep them in two safes in two places.",
        `  3. Delete the file: shred -u ${out}`,
      ].join("\n"),
    );
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
