import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * One schema for PGlite and PostgreSQL. Migrations in /drizzle are generated
 * from this file (`npm run db:generate`) and applied at start.
 */

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

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

/** Newsletter subscribers (double opt-in). Only hashes of the confirmation token are stored. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    confirmTokenHash: varchar("confirm_token_hash", { length: 64 }),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    unsubscribeToken: varchar("unsubscribe_token", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    uniqueIndex("newsletter_subscribers_confirm_key").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscribers_unsubscribe_key").on(t.unsubscribeToken),
  ],
);

/**
 * Newsletter sign-ups queued before the visitor is answered, done after it
 * (src/forms/newsletter/sign-ups.ts): a row is deleted in the transaction
 * that puts its address on the list; one whose work failed stays here and is
 * tried again (next_attempt_at): a failure after the answer does not lose it.
 */
export const newsletterSignUps = pgTable(
  "newsletter_sign_ups",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
  },
  (t) => [index("newsletter_sign_ups_due_idx").on(t.nextAttemptAt)],
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

/* ──────────────────────────────────────────────────────────────────────────
 * Back office (issue 30): staff accounts. The first six tables are
 * better-auth's (user, session, account, verification, twoFactor, passkey:
 * its field names, our table names; src/server/staff/auth.ts maps them);
 * the rest are ours. No foreign keys (drizzle-kit writes them schema-qualified
 * and the tests run each file in its own schema): accounts are disabled,
 * never deleted, and src/server/staff/accounts.ts deletes a user's rows itself.
 * ────────────────────────────────────────────────────────────────────────── */

const staffTimestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const staffUsers = pgTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Stored lower case. */
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** twoFactor plugin: set once the person has confirmed a TOTP code; until then the account cannot use /admin. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** Ours: a disabled account is never signed in (src/server/staff/session.ts). */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /** Ours: consecutive wrong passwords; the tenth locks the account (src/server/staff/sign-in.ts). */
  failedSignIns: integer("failed_sign_ins").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  ...staffTimestamps,
});

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id").notNull(),
    ...staffTimestamps,
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The library's password hash (scrypt). */
    password: text("password"),
    ...staffTimestamps,
  },
  (t) => [index("staff_accounts_user_idx").on(t.userId)],
);

export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...staffTimestamps,
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    /** Encrypted by the library with the auth secret. */
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id").notNull(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("staff_two_factors_user_idx").on(t.userId), index("staff_two_factors_secret_idx").on(t.secret)],
);

export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id").notNull(),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }),
    aaguid: text("aaguid"),
  },
  (t) => [index("staff_passkeys_user_idx").on(t.userId), index("staff_passkeys_credential_idx").on(t.credentialID)],
);

/** Which roles (src/server/staff/roles.ts) each account holds. */
export const staffRoles = pgTable(
  "staff_roles",
  {
    userId: text("user_id").notNull(),
    role: text("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** One-time set-up links (24 h, single use): only the SHA-256 of the token is stored. */
export const staffSetupLinks = pgTable(
  "staff_setup_links",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    userId: text("user_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_setup_links_user_idx").on(t.userId)],
);

/**
 * Wrong passwords typed for addresses that are no account's, counted like an
 * account's (staff_users.failed_sign_ins) so that the tenth locks them too and
 * sign-in answers alike whether the address exists (src/server/staff/sign-in.ts).
 * Keyed by a keyed hash of the address, never the address itself.
 */
export const staffUnknownSignIns = pgTable(
  "staff_unknown_sign_ins",
  {
    addressKey: text("address_key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_unknown_sign_ins_updated_idx").on(t.updatedAt)],
);

/**
 * Second-factor codes already accepted, so that each is accepted once (RFC 6238
 * §5.2), on every instance: an authenticator's time step, or a recovery code's
 * keyed hash, per account, until it could no longer be accepted anyway.
 */
export const staffUsedCodes = pgTable(
  "staff_used_codes",
  {
    userId: text("user_id").notNull(),
    /** "totp" (ref: the time step) or "recovery" (ref: a keyed hash of the code). */
    kind: text("kind").notNull(),
    ref: text("ref").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.ref] }), index("staff_used_codes_expires_idx").on(t.expiresAt)],
);

/** Settings the back office keeps in the database: the auth secret when AUTH_SECRET is unset, shared by every instance. */
export const staffSettings = pgTable("staff_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The audit log: append only (a trigger in the migration refuses UPDATE and
 * DELETE). Who (an id and the e-mail at the time, so a later rename changes
 * nothing), what, on which target, from which address (as the rate limiter
 * counts it), and a few plain details; never a submission's content.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: text("staff_id"),
    staffEmail: text("staff_email"),
    action: text("action").notNull(),
    target: text("target"),
    address: text("address"),
    details: jsonb("details").$type<Record<string, string | number | boolean>>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
    index("audit_log_staff_at_idx").on(t.staffId, t.at),
  ],
);

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

/* ------------------------------------------------------------------------------------------------
 * Back office: the inbox (issue 30, src/server/inbox). Each table hangs off a submission and goes
 * with it (ON DELETE CASCADE), so the retention purge's rules (src/server/retention/purge.ts) end
 * the website's copy of notes, timeline and reminders on the day they end the submission's.
 * ---------------------------------------------------------------------------------------------- */

/** new → in_progress → done, or spam (MOVES in src/server/inbox/inbox.ts). */
export type InboxWorkflow = "new" | "in_progress" | "done" | "spam";
/** An agent application's answer; the submission's own `status` says the same (pending, approved, declined). */
export type AgentDecision = "approved" | "declined";

/** How a team handles a submission; no row yet means new, unassigned. */
export const inboxStates = pgTable(
  "inbox_states",
  {
    submissionId: bigint("submission_id", { mode: "number" })
      .primaryKey()
      .references(() => submissions.id, { onDelete: "cascade" }),
    workflow: text("workflow").$type<InboxWorkflow>().notNull().default("new"),
    /** The staff account's id and the name it had when assigned (the timeline keeps reading after an account goes). */
    assigneeId: text("assignee_id"),
    assigneeName: text("assignee_name"),
    /** When the item first left `new` (a DSAR's acknowledgement) and when it was last closed (done or spam; cleared on reopening). */
    startedAt: timestamp("started_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    decision: text("decision").$type<AgentDecision>(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inbox_states_decision_idx").on(t.decision, t.decidedAt)],
);

/** Every change to a submission, with who made it and when: its timeline. Never a note's text or a message. */
export const inboxEvents = pgTable(
  "inbox_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    submissionId: bigint("submission_id", { mode: "number" })
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    /** workflow, assignee, note, decision */
    action: text("action").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
  },
  (t) => [index("inbox_events_submission_idx").on(t.submissionId, t.at)],
);

/** Internal notes on a submission (bounded: src/server/inbox/notes.ts). */
export const inboxNotes = pgTable(
  "inbox_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    submissionId: bigint("submission_id", { mode: "number" })
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inbox_notes_submission_idx").on(t.submissionId, t.createdAt)],
);

/**
 * The reminders the privacy mailbox was sent about an access request's deadlines, one row per
 * (request, deadline, stage): inserted with the reminder's e-mail in one transaction, so however
 * many instances run the job, each reminder goes once.
 */
export const dsarReminders = pgTable(
  "dsar_reminders",
  {
    submissionId: bigint("submission_id", { mode: "number" })
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** acknowledge | resolve */
    deadline: text("deadline").notNull(),
    /** soon (a day away) | passed */
    stage: text("stage").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.deadline, t.stage] })],
);

/* ------------------------------------------------------------------------------------------------
 * Whistleblowing cases (issue 31, src/server/whistleblowing, docs/whistleblowing.md). Every field,
 * message and attachment is OpenPGP-encrypted to the case's own public key before it is written;
 * the case's private key is stored only wrapped (wb_case_keys): to each ethics officer's public key,
 * to the organisation's recovery key and to the reporter's receipt. Nothing here is readable
 * without one of those. Everything hangs off a case and goes with it (ON DELETE CASCADE).
 * ---------------------------------------------------------------------------------------------- */

/** Binary columns (encrypted OpenPGP messages): PGlite answers Uint8Array, pg a Buffer (also a Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer)),
});

/** received → acknowledged → investigating → closed (with an outcome). */
export type CaseStatus = "received" | "acknowledged" | "investigating" | "closed";

export const wbCases = pgTable(
  "wb_cases",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** WB-7K3M9Q2X: what the ethics mailbox's e-mail names (it carries nothing else). */
    reference: varchar("reference", { length: 32 }).notNull(),
    /** The first half of the receipt's scrypt (src/server/whistleblowing/crypto.ts): finds the case, opens nothing. */
    receiptLookup: varchar("receipt_lookup", { length: 64 }).notNull(),
    /** The case's OpenPGP public key (armored): everything about the case is encrypted to it. */
    publicKey: text("public_key").notNull(),
    /** The report's fields as JSON, encrypted to the case key. */
    report: bytea("report").notNull(),
    status: text("status").$type<CaseStatus>().notNull().default("received"),
    /** The closing outcome (a plain word from the back office's list; the reasons go in an encrypted note). */
    outcome: text("outcome"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    /** When the ethics team first answered the reporter (the 3-month feedback deadline). */
    feedbackAt: timestamp("feedback_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The last change by anyone (a message, a status): the list's order. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wb_cases_reference_key").on(t.reference),
    uniqueIndex("wb_cases_receipt_lookup_key").on(t.receiptLookup),
    index("wb_cases_status_received_idx").on(t.status, t.receivedAt),
  ],
);

/** Who holds the case's private key: an officer (staffId), the recovery key, or the receipt. */
export type CaseKeyHolder = "officer" | "recovery" | "receipt";

/** The case's private key, wrapped once per holder (an OpenPGP message to the holder's key or password). */
export const wbCaseKeys = pgTable(
  "wb_case_keys",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    caseId: bigint("case_id", { mode: "number" })
      .notNull()
      .references(() => wbCases.id, { onDelete: "cascade" }),
    holder: text("holder").$type<CaseKeyHolder>().notNull(),
    /** The officer's staff id (holder "officer"), else null. */
    staffId: text("staff_id"),
    wrappedKey: bytea("wrapped_key").notNull(),
    /** The staff id of the officer who granted it (null: made with the case, or by the recovery ceremony). */
    grantedBy: text("granted_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wb_case_keys_case_holder_staff_key").on(t.caseId, t.holder, sql`coalesce(${t.staffId}, '')`),
    index("wb_case_keys_staff_idx").on(t.staffId),
  ],
);

/** reporter (a follow-up), officer (to the reporter), note (internal: never shown to the reporter). */
export type CaseMessageAuthor = "reporter" | "officer" | "note";

export const wbMessages = pgTable(
  "wb_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    caseId: bigint("case_id", { mode: "number" })
      .notNull()
      .references(() => wbCases.id, { onDelete: "cascade" }),
    author: text("author").$type<CaseMessageAuthor>().notNull(),
    /** The officer's staff id (officer and note), else null: nothing about the reporter. */
    staffId: text("staff_id"),
    /** The text, encrypted to the case key. */
    body: bytea("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wb_messages_case_idx").on(t.caseId, t.createdAt)],
);

/** Files sent with the report (messageId null) or with a reporter's message. */
export const wbAttachments = pgTable(
  "wb_attachments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    caseId: bigint("case_id", { mode: "number" })
      .notNull()
      .references(() => wbCases.id, { onDelete: "cascade" }),
    messageId: bigint("message_id", { mode: "number" }).references(() => wbMessages.id, { onDelete: "cascade" }),
    /** { name, type, size } as JSON, encrypted to the case key (a file's name can say who sent it). */
    meta: bytea("meta").notNull(),
    /** The file's bytes (images already without metadata), encrypted to the case key. */
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wb_attachments_case_idx").on(t.caseId), index("wb_attachments_message_idx").on(t.messageId)],
);

/** Each ethics officer's key pair; the private key armored and encrypted under the officer's password (OpenPGP S2K). */
export const wbOfficerKeys = pgTable("wb_officer_keys", {
  staffId: text("staff_id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  fingerprint: text("fingerprint").notNull(),
  /**
   * During a password change: the same private key under the new password, stored before the
   * library changes the password and made `private_key` after it (src/server/staff/account.ts); a
   * sign-in keeps whichever copy opens with the account's password, so a change cut off halfway
   * loses nothing.
   */
  nextPrivateKey: text("next_private_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An officer's private key opened at sign-in, for that browser: wrapped (AES-256-GCM) under a random
 * key that only the officer's cookie holds, so any instance can use it and none stores it in clear.
 */
export const wbKeySessions = pgTable(
  "wb_key_sessions",
  {
    /** SHA-256 of the cookie's id part. */
    idHash: varchar("id_hash", { length: 64 }).primaryKey(),
    staffId: text("staff_id").notNull(),
    /**
     * The back-office session it belongs to, set once the sign-in is complete (second factor
     * given); null for the few minutes between the password and the second factor, when it cannot
     * be used. It ends with that session (sign-out, a password change, a disabled account).
     */
    sessionId: text("session_id").references(() => staffSessions.id, { onDelete: "cascade" }),
    wrapped: bytea("wrapped").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wb_key_sessions_staff_idx").on(t.staffId),
    index("wb_key_sessions_session_idx").on(t.sessionId),
    index("wb_key_sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A reporter's open case on /whistleblow/follow-up: the case's private key wrapped (AES-256-GCM)
 * under a random key only the reporter's browser-session cookie holds; ends after 15 minutes idle.
 */
export const wbReporterSessions = pgTable(
  "wb_reporter_sessions",
  {
    /** SHA-256 of the cookie's id part. */
    idHash: varchar("id_hash", { length: 64 }).primaryKey(),
    caseId: bigint("case_id", { mode: "number" })
      .notNull()
      .references(() => wbCases.id, { onDelete: "cascade" }),
    wrapped: bytea("wrapped").notNull(),
    /** What the next page shows once (a refusal, the text typed before it), sealed like `wrapped`; then cleared. */
    flash: bytea("flash"),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wb_reporter_sessions_seen_idx").on(t.lastSeenAt)],
);

/** The ethics team's settings: the recovery public key (`recovery-public-key`) and the receipt salt (`receipt-salt`). */
export const ethicsSettings = pgTable("ethics_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Deadline reminders sent to the ethics mailbox, one row per (case, deadline, stage), written with the e-mail. */
export const wbReminders = pgTable(
  "wb_reminders",
  {
    caseId: bigint("case_id", { mode: "number" })
      .notNull()
      .references(() => wbCases.id, { onDelete: "cascade" }),
    /** acknowledge | feedback */
    deadline: text("deadline").notNull(),
    /** soon (a day away) | due */
    stage: text("stage").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.deadline, t.stage] })],
);

/* ------------------------------------------------------------------------------------------------
 * Publishing (issue 32, src/server/publishing/store.ts): the collections staff edit in the back
 * office (news, open positions, staff cards, quarterly results). Collection-agnostic: an item's
 * fields are its collection's zod schema (content/schema.ts), kept per version as JSON.
 * ---------------------------------------------------------------------------------------------- */

/** draft: never live; published: a version is live; scheduled: a version goes live at publish_at; unpublished: taken down. */
export type PublishingState = "draft" | "published" | "scheduled" | "unpublished";

/** A collection whose seed (content/) has been copied in as the first versions: once, whichever instance does it. */
export const publishingCollections = pgTable("publishing_collections", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One item of a collection (a news story, an opening, a staff card, a quarter's results). */
export const publishingItems = pgTable(
  "publishing_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    collection: text("collection").notNull(),
    /** Stable within its collection (a news story's slug): what the editor's URL names. */
    key: text("key").notNull(),
    state: text("state").$type<PublishingState>().notNull().default("draft"),
    /** Optimistic concurrency: every change adds one; a save that names another is told the item changed. */
    revision: integer("revision").notNull().default(1),
    /** The version visitors see (published), and the one waiting for publish_at (scheduled). */
    publishedVersion: integer("published_version"),
    scheduledVersion: integer("scheduled_version"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("publishing_items_key").on(t.collection, t.key), index("publishing_items_due_idx").on(t.state, t.publishAt)],
);

/** Every saved version of an item, never changed: its history (who and when) and what a revert copies. */
export const publishingVersions = pgTable(
  "publishing_versions",
  {
    itemId: bigint("item_id", { mode: "number" })
      .notNull()
      .references(() => publishingItems.id, { onDelete: "cascade" }),
    /** 1, 2, 3 … within the item. */
    number: integer("number").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** null for the seed's first version. */
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    /** saved | seed | reverted (from a version: note names it) */
    note: text("note").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.number] })],
);

/* ------------------------------------------------------------------------------------------------
 * Publishing: files staff upload (issue 32, src/server/publishing/uploads.ts).
 */

/**
 * Images and results files staff uploaded, kept in the database so that every instance serves
 * them: each under its site path (`/media/uploads/news/<hash>.webp`, `/files/uploads/<name>-<hash>.pdf`),
 * which names its content's hash, so a path never changes meaning and is cached for good. Rows are
 * never updated; an item that stops using one keeps it for its history (revert).
 */
export const publishedFiles = pgTable("published_files", {
  path: text("path").primaryKey(),
  contentType: text("content_type").notNull(),
  body: bytea("body").notNull(),
  bytes: integer("bytes").notNull(),
  sha256: text("sha256").notNull(),
  /** Pixels, for images. */
  width: integer("width"),
  height: integer("height"),
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
