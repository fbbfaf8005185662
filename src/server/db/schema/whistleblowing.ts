import { sql } from "drizzle-orm";
import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { bytea } from "./columns";
import { staffSessions } from "./staff";

/** Whistleblowing cases, encrypted (src/server/whistleblowing, docs/whistleblowing.md). */

/* ------------------------------------------------------------------------------------------------
 * Whistleblowing cases (issue 31, src/server/whistleblowing, docs/whistleblowing.md). Every field,
 * message and attachment is OpenPGP-encrypted to the case's own public key before it is written;
 * the case's private key is stored only wrapped (wb_case_keys): to each ethics officer's public key,
 * to the organisation's recovery key and to the reporter's receipt. Nothing here is readable
 * without one of those. Everything hangs off a case and goes with it (ON DELETE CASCADE).
 * ---------------------------------------------------------------------------------------------- */

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
 * Separation of duties (issue 41, decision 123): an officer's key receives new cases only once it is
 * confirmed, by another confirmed officer in the back office or by the recovery key's holders
 * (`npm run ethics -- confirm`). The confirmation names the key's fingerprint: a new key (a password
 * set anew) is confirmed again; losing the `ethics` role deletes the row.
 */
export const wbOfficerConfirmations = pgTable("wb_officer_confirmations", {
  staffId: text("staff_id").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  /** officer (confirmedBy is their staff id), recovery (the recovery key's signature), existing (officers before the migration). */
  via: text("via").$type<"officer" | "recovery" | "existing">().notNull(),
  confirmedBy: text("confirmed_by"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
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
