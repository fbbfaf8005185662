import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea } from "./columns";
import { submissions } from "./submissions";

/** The teams' inbox: workflow, timeline, notes and access-request reminders (src/server/inbox). */

/* ------------------------------------------------------------------------------------------------
 * Back office: the inbox (issue 30, src/server/inbox). Each table hangs off a submission and goes
 * with it (ON DELETE CASCADE), so the retention purge's rules (src/server/retention/purge.ts) end
 * the website's copy of notes, timeline and reminders on the day they end the submission's.
 * ---------------------------------------------------------------------------------------------- */

/** new → answered (the first reply) → in_progress → done, or spam (MOVES in src/server/inbox/changes.ts). */
export type InboxWorkflow = "new" | "answered" | "in_progress" | "done" | "spam";
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
    /** When the team first answered the visitor from the item (issue 42); the time to first answer is this minus the submission's creation. */
    firstRepliedAt: timestamp("first_replied_at", { withTimezone: true }),
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

/**
 * A team's saved replies (issue 42): texts its members start an answer from, created and edited by
 * the team. `kind` is the inbox they belong to; only those who work it read or change them.
 */
export const inboxSavedReplies = pgTable(
  "inbox_saved_replies",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    updatedByName: text("updated_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inbox_saved_replies_kind_idx").on(t.kind, t.title)],
);

/**
 * Each answer sent to the visitor from the item (issue 42), with its outbox row. `token` is the
 * SHA-256 of the form's own token (one per rendered reply box, src/server/inbox/replies.ts): unique,
 * so a resubmitted form sends nothing twice.
 * `outbox_id` has no foreign key: the retention purge deletes sent outbox rows.
 */
export const inboxReplies = pgTable(
  "inbox_replies",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    submissionId: bigint("submission_id", { mode: "number" })
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    staffId: text("staff_id").notNull(),
    staffName: text("staff_name").notNull(),
    body: text("body").notNull(),
    outboxId: bigint("outbox_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("inbox_replies_token_key").on(t.token), index("inbox_replies_submission_idx").on(t.submissionId, t.createdAt)],
);

/**
 * The file the privacy team attaches to an access request's answer (issue 42): the person's
 * exported data, kept here (never with the published files) from its upload until its e-mail is
 * delivered, when the dispatcher deletes it; a file never sent goes with the item (ON DELETE
 * CASCADE) or with the uploader's next upload to the same item. `outbox_id` is set by the reply
 * that carries it (no foreign key, as inbox_replies'); `id` is random, so it names nothing guessable.
 */
export const inboxReplyFiles = pgTable(
  "inbox_reply_files",
  {
    id: text("id").primaryKey(),
    submissionId: bigint("submission_id", { mode: "number" })
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    uploadedBy: text("uploaded_by").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    body: bytea("body").notNull(),
    outboxId: bigint("outbox_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inbox_reply_files_submission_idx").on(t.submissionId), index("inbox_reply_files_outbox_idx").on(t.outboxId)],
);
