import "server-only";
import { and, asc, count, eq, exists, ilike, inArray, or, type SQL } from "drizzle-orm";
import { one, type SearchParams } from "@/lib/search-params";
import type { Database } from "../db/client";
import { staffRoles, staffUsers } from "../db/schema";
import { isRole } from "./accounts";
import { hasRole, ROLES, type Role, type Staff } from "./roles";

/**
 * The staff accounts as /admin/staff and /admin/staff/[id] read them: a
 * search by name or e-mail and by role, 25 a page, and one account. Every
 * read takes who is asking and answers only an administrator (the pages
 * check it too; a read called from elsewhere cannot forget it).
 */
export const STAFF_PAGE_SIZE = 25;

export type StaffFilter = { q?: string; role?: Role; page: number };
export type AccountStatus = "active" | "pending" | "disabled" | "locked";
type AccountRow = { id: string; name: string; email: string; roles: Role[]; status: AccountStatus };

export class NotAdministrator extends Error {
  constructor() {
    super("only an administrator reads the staff accounts");
  }
}

function mustBeAdministrator(viewer: Staff) {
  if (!hasRole(viewer, "admin")) throw new NotAdministrator();
}

/** The list's filters from its address; `query` repeats them for the pager. */
export function parseStaffFilters(params: SearchParams): { filter: StaffFilter; query: URLSearchParams } {
  const q = one(params.q).slice(0, 100).trim();
  const role = one(params.role).slice(0, 20);
  const filter: StaffFilter = {
    q: q || undefined,
    role: isRole(role) ? role : undefined,
    page: Math.max(1, Math.min(10_000, Math.floor(Number(one(params.page).slice(0, 6)) || 1))),
  };
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.role) query.set("role", filter.role);
  return { filter, query };
}

function statusOf(user: { disabledAt: Date | null; twoFactorEnabled: boolean; lockedUntil: Date | null }, now: Date): AccountStatus {
  if (user.disabledAt) return "disabled";
  if (!user.twoFactorEnabled) return "pending";
  if (user.lockedUntil && user.lockedUntil > now) return "locked";
  return "active";
}

async function rolesOf(database: Database, ids: string[]): Promise<Map<string, Role[]>> {
  const byId = new Map<string, Role[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await database.db.select().from(staffRoles).where(inArray(staffRoles.userId, ids));
  for (const row of rows) if (isRole(row.role)) byId.get(row.userId)!.push(row.role);
  // In the order the roles are listed everywhere else (the invitation's checkboxes).
  for (const roles of byId.values()) roles.sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b));
  return byId;
}

/** The accounts matching `filter`, by e-mail address, one page of them, and how many match in all. */
export async function searchStaff(viewer: Staff, database: Database, filter: StaffFilter, now = new Date()) {
  mustBeAdministrator(viewer);
  const conditions: SQL[] = [];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(staffUsers.name, like), ilike(staffUsers.email, like))!);
  }
  if (filter.role) {
    conditions.push(
      exists(
        database.db
          .select({ one: staffRoles.userId })
          .from(staffRoles)
          .where(and(eq(staffRoles.userId, staffUsers.id), eq(staffRoles.role, filter.role))),
      ),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [users, [total]] = await Promise.all([
    database.db
      .select()
      .from(staffUsers)
      .where(where)
      .orderBy(asc(staffUsers.email))
      .limit(STAFF_PAGE_SIZE)
      .offset((filter.page - 1) * STAFF_PAGE_SIZE),
    database.db.select({ n: count() }).from(staffUsers).where(where),
  ]);
  const roles = await rolesOf(
    database,
    users.map((user) => user.id),
  );
  const rows: AccountRow[] = users.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    roles: roles.get(user.id) ?? [],
    status: statusOf(user, now),
  }));
  return { rows, total: total?.n ?? 0, pages: Math.max(1, Math.ceil((total?.n ?? 0) / STAFF_PAGE_SIZE)) };
}

/** One account for its page, or null (no such id); `own` when it is the viewer's. */
export async function staffAccount(viewer: Staff, database: Database, id: string, now = new Date()) {
  mustBeAdministrator(viewer);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!user) return null;
  const roles = (await rolesOf(database, [user.id])).get(user.id) ?? [];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles,
    status: statusOf(user, now),
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt,
    own: user.id === viewer.id,
  };
}
