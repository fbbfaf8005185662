// `npm run staff -- add <email> --role <role> [--role <role> …] [--name <name>]`:
// creates a back-office account (no password yet) and prints its one-time
// set-up link (24 hours, single use), where the person chooses a password and
// sets up their authenticator. `npm run staff -- link <email>` prints a new
// link for an existing account (a lost authenticator, an expired link).
// No default credentials: this is how the first administrator is made.
// While the site runs on PGlite (one process per data folder) the running
// site does the work (POST /api/auth/local on 127.0.0.1:PORT, proven by a
// one-time secret in DATA_DIR); otherwise the command opens the database.
import { parseArgs } from "node:util";
import { admin } from "../content/admin";
import { ROLES } from "../content/roles";
import { serverEnv } from "../src/env";
import { openDatabase, pgliteDirFor } from "../src/server/db/client";
import { isRole } from "../src/server/staff/accounts";
import {
  dropCommandSecret,
  runStaffCommand,
  writeCommandSecret,
  type StaffCommand,
  type StaffCommandResult,
} from "../src/server/staff/commands";
import type { Role } from "../src/server/staff/roles";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

// An unknown option is a usage mistake (exit 2, the usage), not a crash with a stack trace.
function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { role: { type: "string", multiple: true }, name: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${admin.cli.usage}`, 2);
  }
}

const { positionals, values } = parseCommandLine();
if (values.help) {
  console.log(`${admin.cli.usage}\nRoles: ${ROLES.join(", ")}.`);
  process.exit(0);
}
const [verb, email] = positionals;
if (!email || (verb !== "add" && verb !== "link")) fail(admin.cli.usage);
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`Not an e-mail address: ${email}`);
const roles = values.role ?? [];
for (const role of roles) if (!isRole(role)) fail(`Unknown role "${role}". Roles: ${ROLES.join(", ")}.`);
if (verb === "add" && roles.length === 0) fail(admin.cli.usage);
const command: StaffCommand =
  verb === "add" ? { command: "add", email, roles: roles as Role[], name: values.name } : { command: "link", email };

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
