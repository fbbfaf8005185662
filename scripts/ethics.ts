// The whistleblowing keys' ceremonies (docs/whistleblowing.md):
//
//   npm run ethics -- recovery-key [--out <file>]
//     makes the organisation's recovery key once: stores its public key and writes its private key to
//     a new file (mode 0600, never over an existing one; default ./recovery-key.asc), never to the
//     terminal; print it, check it, keep it offline in a safe (two copies, two places), shred the file.
//   npm run ethics -- recover --key <file|-> --to <officer e-mail>
//     when no officer can read the cases any more: opens every case with the recovery key (read from
//     a file, or typed in with "-") and gives it to that ethics officer, who has signed in once; new
//     cases are encrypted to them from then on (they are confirmed).
//   npm run ethics -- confirm --key <file|-> --to <officer e-mail>
//     confirms an ethics officer when no confirmed officer can (the first one): a statement naming
//     them, signed here with the recovery key, which never leaves this machine; the site checks the
//     signature against the recovery public key. New cases are encrypted to them from then on.
//
// With PGlite the site must be stopped (one process per data folder) for recovery-key and recover;
// confirm goes through the running site as `npm run staff` does. With DATABASE_URL it may run.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { serverEnv } from "../src/env";
import { openDatabase, pgliteDirFor } from "../src/server/db/client";
import { dropCommandSecret, writeCommandSecret } from "../src/server/staff/commands";
import { readRecoveryKey } from "../src/server/whistleblowing/crypto";
import {
  ConfirmationError,
  confirmOfficerByRecovery,
  createRecoveryKeyFile,
  recoverCases,
  RecoveryError,
  recoveryStatement,
} from "../src/server/whistleblowing/recovery";

const USAGE = [
  "Usage: npm run ethics -- recovery-key [--out <file>]",
  "       npm run ethics -- recover --key <file|-> --to <officer e-mail>",
  "       npm run ethics -- confirm --key <file|-> --to <officer e-mail>",
].join("\n");
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
if (verb !== "recovery-key" && verb !== "recover" && verb !== "confirm") fail(USAGE);
if (verb !== "recovery-key" && (!values.key || !values.to)) fail(USAGE);

const env = serverEnv();
const readKeyFile = () => readFileSync(values.key === "-" ? 0 : values.key!, "utf8");

type Confirmed = { ok: true; email: string; fingerprint: string } | { ok: false; error: string };

/** `confirm` through the running site (PGlite); undefined when no site answers on this machine. */
async function confirmThroughRunningSite(statement: string): Promise<Confirmed | undefined> {
  const { id: secretId, secret } = await writeCommandSecret(env.DATA_DIR);
  try {
    const response = await fetch(`http://127.0.0.1:${env.PORT}/api/auth/local`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ command: "confirm-officer", statement, secret, secretId }),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status === 404)
      fail(`The site on port ${env.PORT} refused the command: is it this folder's site (DATA_DIR ${env.DATA_DIR})?`);
    if (!response.ok) fail(`The site on port ${env.PORT} answered ${response.status}.`);
    return (await response.json()) as Confirmed;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return undefined;
    throw error;
  } finally {
    await dropCommandSecret(env.DATA_DIR, secretId);
  }
}

function confirmedMessage(result: Confirmed): void {
  if (!result.ok) fail(result.error);
  console.log(`${result.email} is confirmed as an ethics officer (key ${result.fingerprint}): new reports are encrypted to them.`);
  console.log("Every officer has been e-mailed. Delete the key file if you typed it in (shred -u), and put the print back in the safe.");
}

// The statement is signed here, before anything else: the private key is read once (it may be typed in) and never sent.
let statement = "";
if (verb === "confirm") {
  const recoveryKey = await readRecoveryKey(readKeyFile()).catch(() =>
    fail("That is not the printed recovery key (an unencrypted OpenPGP private key)."),
  );
  statement = await recoveryStatement(recoveryKey, values.to!);
  const viaSite = env.DATABASE_URL ? undefined : await confirmThroughRunningSite(statement);
  if (viaSite) {
    confirmedMessage(viaSite);
    process.exit(0);
  }
}

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
  } else if (verb === "confirm") {
    confirmedMessage({ ok: true, ...(await confirmOfficerByRecovery(database, statement)) });
  } else {
    const armored = readKeyFile();
    const { granted, unreadable } = await recoverCases(database, { recoveryPrivateKey: armored, toEmail: values.to! });
    console.log(`${granted} case(s) given to ${values.to}.`);
    if (unreadable.length) console.log(`Not opened with this recovery key: ${unreadable.join(", ")}`);
  }
} catch (error) {
  if (error instanceof RecoveryError || error instanceof ConfirmationError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
