import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/** Submissions and their e-mails (src/server/submissions, src/server/mail), the rate limits' shared store, and the maintenance the retention purge owes. */

/** Every form submission: kind, its typed fields, the reference shown to the visitor. */
export const submissions = pgTable(
  "submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The form it came from (its spec's kind: contact, booking, whistleblow, …; src/forms/registry.ts). */
    kind: text("kind").notNull(),
    reference: varchar("reference", { length: 32 }).notNull(),
    /** Client-generated (or derived) key: a resubmission stores nothing new. */
    idempotencyKey: varchar("idempotency_key", { length: 128 }).notNull(),
    /** The validated fields of that kind (its form's schema). */
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    /** received; agent applications start as pending (approval). */
    status: text("status").notNull().default("received"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("submissions_reference_key").on(t.reference),
    uniqueIndex("submissions_idempotency_key").on(t.idempotencyKey),
    index("submissions_kind_created_idx").on(t.kind, t.createdAt),
  ],
);

export type OutboxStatus = "pending" | "sent" | "failed";

/**
 * The mailbox an address reaches, as the visitor mail budget counts it
 * (src/server/mail/visitor-budget.ts), written the way its provider
 * delivers it: lower case, without a "+tag" (most providers deliver
 * name+anything@ to name@) or the domain's trailing dot, and for Gmail
 * without the local part's dots and with googlemail.com as gmail.com. So
 * n.a.m.e+x@GoogleMail.com. counts as name@gmail.com. Also the expression
 * of the outbox's index outbox_mailbox_created_idx (a change needs a
 * migration).
 */
export function mailboxOf(address: SQLWrapper | string): SQL {
  const lowered = sql`lower(${address})`;
  // The local part without its +tag, and the domain without the trailing dot(s) a mail server ignores ("gmail.com.").
  const local = sql`split_part(split_part(${lowered}, '@', 1), '+', 1)`;
  const domain = sql`rtrim(split_part(${lowered}, '@', 2), '.')`;
  // Gmail ignores dots in the local part and delivers googlemail.com to the same inbox.
  return sql`(CASE WHEN ${domain} IN ('gmail.com', 'googlemail.com') THEN replace(${local}, '.', '') || '@gmail.com' ELSE ${local} || '@' || ${domain} END)`;
}

/** Every e-mail, written in the same transaction as its submission; the dispatcher delivers it. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The submission it belongs to (no FK: tests run each file in its own schema). */
    submissionId: bigint("submission_id", { mode: "number" }),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    /** The From header when not the site's own (MAIL_FROM): a team's answer from the item (issue 42). */
    sender: text("sender"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers (List-Unsubscribe). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("outbox_submission_idx").on(t.submissionId),
    /** The mails one mailbox received lately (the visitor mail budget, src/server/mail/visitor-budget.ts). */
    index("outbox_mailbox_created_idx").on(mailboxOf(t.recipient), t.createdAt),
  ],
);

/**
 * The shared rate-limit store of rate-limiter-flexible's RateLimiterPostgres
 * (its own layout), created here so the limiter never issues DDL.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * Maintenance owed by the site, recorded in the database so that every
 * instance sees it and a restart does not forget it: `rewrite-after-report`
 * is written in the purge's transaction that deleted a whistleblowing report
 * and removed once outbox and submissions were written anew
 * (src/server/retention/reclaim.ts).
 */
export const maintenanceOwed = pgTable("maintenance_owed", {
  task: text("task").primaryKey(),
  since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
});
