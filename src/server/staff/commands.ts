import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Database } from "../db/client";
import { makePrivateDir } from "../private-dir";
import { createAccount, findUserByEmail, issueSetupToken } from "./accounts";
import { writeAudit } from "./audit-log";
import { setupUrl } from "./mails";
import type { Role } from "./roles";
import { ethicsRoleChanged, rolesAllowed } from "../whistleblowing/officers";
import { admin } from "@content/admin";

/**
 * What `npm run staff` does (scripts/staff.ts), run either in the command's
 * own process (PostgreSQL, or PGlite while the site is stopped) or, while the
 * site runs on PGlite (one process per data folder), by the site itself
 * through POST /api/auth/local (src/app/api/auth/local/route.ts). The
 * command line imports it under tsx's react-server condition, as server-only asks.
 */
export type StaffCommand = { command: "add"; email: string; roles: Role[]; name?: string } | { command: "link"; email: string };
export type StaffCommandResult =
  { ok: true; email: string; link: string; created: boolean } | { ok: false; error: "exists" | "unknown" | "admin-ethics" };

export async function runStaffCommand(database: Database, siteUrl: string, command: StaffCommand): Promise<StaffCommandResult> {
  if (command.command === "add") {
    if (!rolesAllowed(command.roles)) return { ok: false, error: "admin-ethics" };
    let account: { id: string; email: string };
    try {
      account = await createAccount(database, command);
    } catch (error) {
      if (error instanceof Error && error.message === "exists") return { ok: false, error: "exists" };
      throw error;
    }
    const token = await issueSetupToken(database, account.id);
    await writeAudit(database, {
      staff: null,
      action: "staff.add",
      target: account.email,
      address: null,
      details: { via: "command line", roles: command.roles.join(" ") },
    });
    await ethicsRoleChanged(database.db, { email: account.email, before: [], after: command.roles, by: admin.cli.by });
    return { ok: true, email: account.email, link: setupUrl(siteUrl, token), created: true };
  }
  const user = await findUserByEmail(database, command.email);
  if (!user) return { ok: false, error: "unknown" };
  const token = await issueSetupToken(database, user.id);
  await writeAudit(database, {
    staff: null,
    action: "staff.set-up-link",
    target: user.email,
    address: null,
    details: { via: "command line" },
  });
  return { ok: true, email: user.email, link: setupUrl(siteUrl, token), created: false };
}

/**
 * The command line proves to the running site that it may act for it by
 * writing a one-time secret into the site's private data folder, which only
 * the site's own account can write; the site compares it and deletes it.
 */
const secretFile = (dataDir: string, id: string) => join(resolve(dataDir), `staff-command-${id}.secret`);
const ID = /^[a-f0-9]{16}$/;

/** Writes a one-time secret for one command (several may run at once); returns its id and value. */
export async function writeCommandSecret(dataDir: string): Promise<{ id: string; secret: string }> {
  await makePrivateDir(resolve(dataDir));
  const id = randomBytes(8).toString("hex");
  const secret = randomBytes(32).toString("base64url");
  await writeFile(secretFile(dataDir, id), secret, { mode: 0o600, flag: "wx" });
  return { id, secret };
}

/** Whether `offered` is the secret stored under `id`; the secret is deleted whatever the answer (one try). */
export async function takeCommandSecret(dataDir: string, id: string, offered: string): Promise<boolean> {
  if (!ID.test(id)) return false;
  const file = secretFile(dataDir, id);
  const stored = await readFile(file, "utf8").catch(() => null);
  if (stored === null) return false;
  await rm(file, { force: true });
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(stored), digest(offered));
}

export async function dropCommandSecret(dataDir: string, id: string): Promise<void> {
  if (ID.test(id)) await rm(secretFile(dataDir, id), { force: true });
}
