// `npm run staff -- add <email> --role <role> [--role <role> …] [--name <name>]` (`--help`: the usage and the roles):
// creates a back-office account (no password yet) and prints its one-time
// set-up link (24 hours, single use), where the person chooses a password and
// sets up their authenticator. `npm run staff -- link <email>` prints a new
// link for an existing account (a lost authenticator, an expired link).
// No default credentials: this is how the first administrator is made.
// While the site runs on PGlite (one process per data folder) the running
// site does the work (POST /api/auth/local on 127.0.0.1:PORT, proven by a
// one-time secret in DATA_DIR); otherwise the command opens the database.
import { admin } from "../content/admin";
import { serverEnv } from "../src/env";
import { openDatabase, pgliteDirFor } from "../src/server/db/client";
import {
  dropCommandSecret,
  runStaffCommand,
  writeCommandSecret,
  type StaffCommand,
  type StaffCommandResult,
} from "../src/server/staff/commands";
import { parseStaffArgs } from "./lib/staff-args";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = parseStaffArgs(process.argv.slice(2));
if (args.kind === "help") {
  console.log(args.text);
  process.exit(0);
}
if (args.kind === "error") {
  console.error(args.text);
  process.exit(2);
}
const command: StaffCommand = args.command;

const env = serverEnv();

/** Asks the running site (PGlite); undefined when no site answers on this machine. */
async function throughRunningSite(): Promise<StaffCommandResult | undefined> {
  const { id: secretId, secret } = await writeCommandSecret(env.DATA_DIR);
  try {
    const response = await fetch(`http://127.0.0.1:${env.PORT}/api/auth/local`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...command, secret, secretId }),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status === 404)
      fail(`The site on port ${env.PORT} refused the command: is it this folder's site (DATA_DIR ${env.DATA_DIR})?`);
    if (!response.ok) fail(`The site on port ${env.PORT} answered ${response.status}.`);
    return (await response.json()) as StaffCommandResult;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return undefined;
    throw error;
  } finally {
    await dropCommandSecret(env.DATA_DIR, secretId);
  }
}

let result = env.DATABASE_URL ? undefined : await throughRunningSite();
if (!result) {
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(env.DATA_DIR) });
  try {
    result = await runStaffCommand(database, env.SITE_URL, command);
  } finally {
    await database.close();
  }
}
if (!result.ok)
  fail(result.error === "exists" ? admin.staff.exists : result.error === "admin-ethics" ? admin.staff.adminEthics : admin.staff.notFound);
if (result.created) console.log(admin.cli.created(result.email));
console.log(admin.cli.link(result.link));
if (!process.env.SITE_URL) console.error(`SITE_URL is not set: the link is built on ${env.SITE_URL}.`);
