// What `npm run staff` was asked, from its arguments: a pure function, so that
// --help, an unknown option and a wrong role are answered with the usage and an
// exit code instead of parseArgs' stack trace (issue 51).
import { parseArgs } from "node:util";
import { admin } from "../../content/admin";
import { ROLES, type Role } from "../../content/roles";

export type StaffCommandArgs = { command: "add"; email: string; roles: Role[]; name?: string } | { command: "link"; email: string };

/** `help`: print the usage, exit 0. `error`: print the message, exit 2 (a usage error). */
export type StaffArgs = { kind: "help"; text: string } | { kind: "error"; text: string } | { kind: "run"; command: StaffCommandArgs };

export function parseStaffArgs(args: string[]): StaffArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: "string", multiple: true }, name: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    return { kind: "error", text: `${(error as Error).message}\n\n${admin.cli.usage}` };
  }
  const { positionals, values } = parsed;
  if (values.help || positionals[0] === "help") return { kind: "help", text: `${admin.cli.usage}\n\n${admin.cli.roles(ROLES)}` };
  const [verb, email] = positionals;
  if (!email || (verb !== "add" && verb !== "link")) return { kind: "error", text: admin.cli.usage };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { kind: "error", text: `Not an e-mail address: ${email}` };
  const roles = values.role ?? [];
  const unknown = roles.find((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown) return { kind: "error", text: `Unknown role "${unknown}". ${admin.cli.roles(ROLES)}` };
  if (verb === "link") return { kind: "run", command: { command: "link", email } };
  if (roles.length === 0) return { kind: "error", text: admin.cli.usage };
  return { kind: "run", command: { command: "add", email, roles: roles as Role[], name: values.name } };
}
