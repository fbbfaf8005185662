import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/** The newsletter's subscribers and queued sign-ups (src/server/newsletter). */

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
 * (src/server/newsletter/sign-ups.ts): a row is deleted in the transaction
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
