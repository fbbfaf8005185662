import "server-only";
import { and, count, desc, gte, ilike, lt, eq, type SQL } from "drizzle-orm";
import { isCalendarDate } from "@/lib/calendar-date";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

/** The audit log as /admin/audit reads it: filtered, newest first, 50 a page. */
export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = { action?: string; who?: string; from?: string; to?: string; page?: number };

const LAGOS_OFFSET = "+01:00";

/** Days are Lagos calendar days: "from" its first moment, "to" up to the next day's. */
export async function readAudit(database: Database, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.who) conditions.push(ilike(auditLog.staffEmail, `%${filter.who.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.from && isCalendarDate(filter.from)) conditions.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00${LAGOS_OFFSET}`)));
  if (filter.to && isCalendarDate(filter.to))
    conditions.push(lt(auditLog.at, new Date(new Date(`${filter.to}T00:00:00${LAGOS_OFFSET}`).getTime() + 86_400_000)));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = Math.max(1, Math.min(10_000, Math.floor(filter.page ?? 1)));
  const [rows, [total], actions] = await Promise.all([
    database.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    database.db.select({ n: count() }).from(auditLog).where(where),
    database.db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return { rows, total: total?.n ?? 0, page, actions: actions.map((a) => a.action) };
}
