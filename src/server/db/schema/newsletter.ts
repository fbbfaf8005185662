import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

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
    /** A campaign's message to it was refused for good (5xx): no further campaign until it confirms again. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
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

export type CampaignState = "draft" | "scheduled" | "sending" | "sent";

/**
 * Newsletter campaigns (issue 43, src/server/newsletter/campaigns.ts). A
 * campaign is written as a draft, then scheduled or sent; while `sending`, the
 * campaigns job hands its messages to the outbox at NEWSLETTER_RATE_PER_MINUTE;
 * once every confirmed subscriber has one it is `sent`. `slug` names its
 * archive page, given when sending starts.
 */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug"),
    subject: text("subject").notNull(),
    preheader: text("preheader").notNull().default(""),
    body: text("body").notNull().default(""),
    state: text("state").$type<CampaignState>().notNull().default("draft"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentBy: text("sent_by"),
    /** When sending started (Send now, or the scheduled time reached). */
    sendingAt: timestamp("sending_at", { withTimezone: true }),
    /** When the last subscriber's message was handed to the outbox. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    queuedCount: integer("queued_count").notNull().default(0),
  },
  (t) => [uniqueIndex("newsletter_campaigns_slug_key").on(t.slug), index("newsletter_campaigns_state_idx").on(t.state)],
);

/**
 * One row per subscriber a campaign was queued for, inserted in the
 * transaction that inserts its outbox row: the unique (campaign, subscriber)
 * pair is what makes the send exactly once, whatever dies or runs twice.
 * `outbox_id` finds the delivery of a refused message (no foreign key: the
 * retention purge deletes sent outbox rows); `refused_at` outlives that row.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: bigint("campaign_id", { mode: "number" })
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    // Null once the retention purge deleted an address unsubscribed long ago; the delivery still counts.
    subscriberId: bigint("subscriber_id", { mode: "number" }).references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    outboxId: bigint("outbox_id", { mode: "number" }),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_once_key").on(t.campaignId, t.subscriberId),
    index("newsletter_deliveries_outbox_idx").on(t.outboxId),
    index("newsletter_deliveries_recent_idx").on(t.campaignId, t.queuedAt),
  ],
);
