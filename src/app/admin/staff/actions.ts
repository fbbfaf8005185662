"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { admin } from "@content/admin";
import { serverEnv } from "@/env";
import { database } from "@/server/db";
import {
  LastOfficerError,
  createAccount,
  disableAccount,
  enableAccount,
  isRole,
  issueSetupToken,
  setRoles,
  staffOf,
} from "@/server/staff/accounts";
import { audit } from "@/server/staff/audit";
import { queueInvitation, setupUrl } from "@/server/staff/mails";
import type { Role } from "@/server/staff/roles";
import { requireStaffAction } from "@/server/staff/session";
import { ethicsRoleChanged, rolesAllowed } from "@/server/whistleblowing/officers";

export type InviteState = {
  ok?: boolean;
  message?: string;
  errors?: { email?: string; name?: string; roles?: string };
  values?: { email: string; name: string; roles: Role[] };
};

const rolesOf = (form: FormData): Role[] => [...new Set(form.getAll("role").map(String).filter(isRole))];
const text = (form: FormData, name: string, max: number) => String(form.get(name) ?? "").slice(0, max + 1);

/** Invites someone: an account with no password, and a set-up link e-mailed through the outbox. */
export async function inviteAction(previous: InviteState, form: FormData): Promise<InviteState> {
  const staff = await requireStaffAction("admin");
  const words = admin.staff;
  const email = text(form, "email", 254).trim();
  const name = text(form, "name", 100).trim();
  const roles = rolesOf(form);
  const errors: InviteState["errors"] = {};
  if (!z.email().max(254).safeParse(email).success) errors.email = words.invalidEmail;
  if (!name || name.length > 100) errors.name = words.invalidName;
  if (roles.length === 0) errors.roles = words.noRole;
  else if (!rolesAllowed(roles)) errors.roles = words.adminEthics;
  if (Object.keys(errors).length) return { errors, values: { email, name, roles } };

  const db = await database();
  let account: { id: string; email: string };
  try {
    account = await createAccount(db, { email, name, roles });
  } catch (error) {
    if (error instanceof Error && error.message === "exists") return { errors: { email: words.exists }, values: { email, name, roles } };
    throw error;
  }
  const token = await issueSetupToken(db, account.id);
  await queueInvitation(db, { email: account.email, name, link: setupUrl(serverEnv().SITE_URL, token) });
  await ethicsRoleChanged(db.db, { email: account.email, before: [], after: roles, by: staff.email });
  await audit({ staff, action: "staff.invite", target: account.email, details: { roles: roles.join(" ") } });
  return { ok: true, message: words.invited(account.email) };
}

/** The account a row's form names, else back to the list with "not found". */
async function target(form: FormData) {
  const db = await database();
  const account = await staffOf(db, String(form.get("id") ?? "").slice(0, 64));
  if (!account) redirect("/admin/staff?notice=not-found");
  return { db, account };
}

/** Null for the last confirmed officer's refusal (the page says why); anything else is rethrown. */
function refusedForLastOfficer(error: unknown): null {
  if (error instanceof LastOfficerError) return null;
  throw error;
}

/** Back to the account's page, which says what happened. */
function back(notice: string, id: string): never {
  redirect(`/admin/staff/${encodeURIComponent(id)}?notice=${notice}`);
}

/**
 * Another account's roles. Nobody changes their own (issue 41: an administrator cannot make
 * themselves an ethics officer, nor take away the administration someone must be left to give
 * back); `admin` with `ethics` only where ALLOW_ADMIN_ETHICS allows it. Every officer is e-mailed
 * when the account gains or loses `ethics`; a new officer still waits for an officer's confirmation.
 */
export async function saveRolesAction(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction("admin");
  const { db, account } = await target(form);
  const roles = rolesOf(form);
  if (account.id === staff.id) {
    await audit({ staff, action: "staff.roles.refused", target: account.email, details: { reason: "own account" } });
    back("own-roles", account.id);
  }
  if (!rolesAllowed(roles)) back("admin-ethics", account.id);
  const before = await setRoles(db, account.id, roles).catch(refusedForLastOfficer);
  if (!before) back("last-officer", account.id);
  await audit({ staff, action: "staff.roles", target: account.email, details: { roles: roles.join(" ") || "none" } });
  const change = await ethicsRoleChanged(db.db, { email: account.email, before, after: roles, by: staff.email });
  back(change === "gained" ? "ethics-pending" : "roles", account.id);
}

export async function disableAction(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction("admin");
  const { db, account } = await target(form);
  if (account.id === staff.id) back("not-yourself", account.id);
  if ((await disableAccount(db, account.id).then(() => true, refusedForLastOfficer)) === null) back("last-officer", account.id);
  await audit({ staff, action: "staff.disable", target: account.email });
  back("disabled", account.id);
}

export async function enableAction(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction("admin");
  const { db, account } = await target(form);
  await enableAccount(db, account.id);
  await audit({ staff, action: "staff.enable", target: account.email });
  back("enabled", account.id);
}

/** A new set-up link by e-mail (an expired link, a lost authenticator): the account's password, second factor and passkeys are replaced when it is used. */
export async function resendAction(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction("admin");
  const { db, account } = await target(form);
  const token = await issueSetupToken(db, account.id);
  await queueInvitation(db, { email: account.email, name: account.name, link: setupUrl(serverEnv().SITE_URL, token) });
  await audit({ staff, action: "staff.set-up-link", target: account.email });
  back("resent", account.id);
}
