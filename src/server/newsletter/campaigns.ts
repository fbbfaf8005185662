import "server-only";
import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { site } from "@content/site";
import { headingId } from "@/lib/mdx-text";
import { absoluteUrl } from "@/lib/site-url";
import type { Db } from "../db/client";
import { newsletterCampaigns, newsletterDeliveries, newsletterSubscribers, outbox, type CampaignState } from "../db/schema";
import { queueMail, type OutboxMail } from "../mail/outbox";
import { campaignMessage, renderCampaignBody, type CampaignContent } from "./campaign-mail";
import { oneClickUnsubscribeUrl, unsubscribeUrl } from "./subscribers";

export type Campaign = typeof newsletterCampaigns.$inferSelect;

/** The archive page of a sent issue. */
export function archivePath(slug: string): string {
  return `/newsletter/archive/${slug}`;
}

/** Subscribers queued per transaction: a kill loses at most one uncommitted batch, which the next round queues. */
const QUEUE_BATCH = 500;

export async function createCampaign(db: Db, content: CampaignContent, createdBy: string): Promise<Campaign> {
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({ ...content, createdBy })
    .returning();
  return row!;
}

/** Changes a draft's (or a scheduled one's) words; false once sending has started. */
export async function updateCampaign(db: Db, id: number, content: CampaignContent, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(newsletterCampaigns)
    .set({ ...content, updatedAt: now })
    .where(and(eq(newsletterCampaigns.id, id), inArray(newsletterCampaigns.state, ["draft", "scheduled"])))
    .returning({ id: newsletterCampaigns.id });
  return rows.length === 1;
}

export async function getCampaign(db: Db, id: number): Promise<Campaign | null> {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  return row ?? null;
}

/** Sets (or, with null, clears back to a draft) the moment a draft is sent. */
export async function scheduleCampaign(db: Db, id: number, at: Date | null, by: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(newsletterCampaigns)
    .set({ state: at ? "scheduled" : "draft", scheduledAt: at, sentBy: at ? by : null, updatedAt: now })
    .where(and(eq(newsletterCampaigns.id, id), inArray(newsletterCampaigns.state, ["draft", "scheduled"])))
    .returning({ id: newsletterCampaigns.id });
  return rows.length === 1;
}

function slugFor(campaign: Pick<Campaign, "id" | "subject">): string {
  return `${headingId(campaign.subject).slice(0, 60).replace(/-+$/, "") || "issue"}-${campaign.id}`;
}

/** Starts sending a draft or scheduled campaign now; false when it already started. */
export async function startSending(db: Db, id: number, by: string | null, now = new Date()): Promise<boolean> {
  const [campaign] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  if (!campaign) return false;
  const rows = await db
    .update(newsletterCampaigns)
    .set({
      state: "sending",
      sendingAt: now,
      slug: slugFor(campaign),
      updatedAt: now,
      ...(by ? { sentBy: by } : {}),
    })
    .where(and(eq(newsletterCampaigns.id, id), inArray(newsletterCampaigns.state, ["draft", "scheduled"])))
    .returning({ id: newsletterCampaigns.id });
  return rows.length === 1;
}

/** Starts every scheduled campaign whose time has come; answers their ids. */
export async function startDueCampaigns(db: Db, now = new Date()): Promise<number[]> {
  const due = await db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.state, "scheduled"), lte(newsletterCampaigns.scheduledAt, now)));
  const started: number[] = [];
  for (const { id } of due) if (await startSending(db, id, null, now)) started.push(id);
  return started;
}

/** The message one subscriber receives: their own unsubscribe link in the footer and in the RFC 2369/8058 headers. */
function subscriberMail(
  rendered: ReturnType<typeof renderCampaignBody>,
  subscriber: { email: string; unsubscribeToken: string },
  siteUrl: string,
  archiveUrl: string | null,
): OutboxMail {
  const own = unsubscribeUrl(siteUrl, subscriber.unsubscribeToken);
  return {
    recipient: subscriber.email,
    replyTo: site.mailboxes.newsletter,
    subject: rendered.content.subject,
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(siteUrl, subscriber.unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...campaignMessage(rendered, { unsubscribeUrl: own, archiveUrl }),
  };
}

export type QueueResult = { queued: number; done: boolean };

/**
 * One round of queuing for a `sending` campaign: hands to the outbox a
 * message for each confirmed, non-bouncing subscriber who has none yet, at
 * most `ratePerMinute` in any minute (counted from the deliveries of the last
 * minute, so rounds on several instances together keep the rate), in
 * transactions of `batch` subscribers. Each transaction first locks the
 * campaign's row, so two senders take turns and the second sees what the
 * first queued; it inserts the outbox rows and their delivery rows together,
 * and the unique (campaign, subscriber) pair refuses a second delivery, so a
 * process killed at any point leaves each subscriber queued once or not at
 * all, and the next round queues the rest. When nobody is left the campaign
 * is `sent`.
 */
export async function queueRound(
  db: Db,
  campaignId: number,
  {
    siteUrl,
    ratePerMinute,
    batch = QUEUE_BATCH,
    now,
    onBatch,
  }: {
    siteUrl: string;
    ratePerMinute: number;
    batch?: number;
    now?: Date;
    /** After each committed batch (the benchmark and the kill test). */ onBatch?: (queued: number) => void;
  },
): Promise<QueueResult> {
  let rendered: ReturnType<typeof renderCampaignBody> | undefined;
  let queued = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const [campaign] = await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, campaignId)).for("update");
      if (!campaign || campaign.state !== "sending") return { queued: 0, done: true };
      const at = now ?? sql`now()`;
      const [recent] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(newsletterDeliveries)
        .where(
          and(
            eq(newsletterDeliveries.campaignId, campaignId),
            sql`${newsletterDeliveries.queuedAt} > ${at}::timestamptz - interval '1 minute'`,
          ),
        );
      const room = Math.min(batch, ratePerMinute - Number(recent?.n ?? 0));
      if (room <= 0) return { queued: 0, done: false };
      const subscribers = await tx
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          unsubscribeToken: newsletterSubscribers.unsubscribeToken,
        })
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.status, "confirmed"),
            isNull(newsletterSubscribers.bouncedAt),
            sql`NOT EXISTS (SELECT 1 FROM ${newsletterDeliveries} WHERE ${newsletterDeliveries.campaignId} = ${campaignId} AND ${newsletterDeliveries.subscriberId} = ${newsletterSubscribers.id})`,
          ),
        )
        .orderBy(newsletterSubscribers.id)
        .limit(room);
      if (subscribers.length === 0) {
        await tx
          .update(newsletterCampaigns)
          .set({ state: "sent", sentAt: at, updatedAt: at })
          .where(eq(newsletterCampaigns.id, campaignId));
        return { queued: 0, done: true };
      }
      rendered ??= renderCampaignBody(campaign, siteUrl);
      const archiveUrl = campaign.slug ? absoluteUrl(archivePath(campaign.slug), siteUrl) : null;
      const mails = subscribers.map((s) => subscriberMail(rendered!, s, siteUrl, archiveUrl));
      const rows = await queueMail(tx, null, mails, now);
      const outboxIdOf = new Map(rows.map((r) => [r.recipient, r.id]));
      await tx.insert(newsletterDeliveries).values(
        subscribers.map((s) => ({
          campaignId,
          subscriberId: s.id,
          outboxId: outboxIdOf.get(s.email) ?? null,
          queuedAt: now ?? sql`now()`,
        })),
      );
      await tx
        .update(newsletterCampaigns)
        .set({ queuedCount: sql`${newsletterCampaigns.queuedCount} + ${subscribers.length}` })
        .where(eq(newsletterCampaigns.id, campaignId));
      return { queued: subscribers.length, done: false };
    });
    queued += step.queued;
    if (step.queued > 0) onBatch?.(step.queued);
    // Until the rate is reached (nothing queued) or nobody is left (the campaign marked sent).
    if (step.done || step.queued === 0) return { queued, done: step.done };
  }
}

/** Queues every `sending` campaign (a round of the campaigns job); answers how many messages. */
export async function queueSendingCampaigns(db: Db, options: { siteUrl: string; ratePerMinute: number; now?: Date }): Promise<number> {
  const sending = await db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.state, "sending"))
    .orderBy(newsletterCampaigns.id);
  let queued = 0;
  for (const { id } of sending) queued += (await queueRound(db, id, options)).queued;
  return queued;
}

/** A test of the campaign to one address (the signed-in person's): marked in its subject, with no subscriber's link. */
export async function queueTest(db: Db, campaign: Campaign, to: string, siteUrl: string): Promise<void> {
  const rendered = renderCampaignBody(campaign, siteUrl);
  const mail: OutboxMail = {
    recipient: to,
    replyTo: site.mailboxes.newsletter,
    subject: `[Test] ${campaign.subject}`,
    ...campaignMessage(rendered, { unsubscribeUrl: null, archiveUrl: null }),
  };
  await queueMail(db, null, [mail]);
}

/** The preview the back office shows: the message as a subscriber gets it, without their link. */
export function previewCampaign(campaign: CampaignContent, siteUrl: string): { html: string; text: string } {
  return campaignMessage(renderCampaignBody(campaign, siteUrl), { unsubscribeUrl: null, archiveUrl: null });
}

/** How many would receive a campaign sent now: confirmed, not bouncing. */
export async function recipientCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, "confirmed"), isNull(newsletterSubscribers.bouncedAt)));
  return Number(row?.n ?? 0);
}

export type CampaignReport = Pick<
  Campaign,
  "id" | "subject" | "state" | "scheduledAt" | "sendingAt" | "sentAt" | "createdAt" | "createdBy" | "sentBy" | "slug"
> & {
  queued: number;
  /** Handed to the mail server (the outbox row sent, or since deleted by the retention purge, which keeps pending and failed rows). */
  sent: number;
  refused: number;
  /** Subscribers who unsubscribed after their message was queued. */
  unsubscribedSince: number;
};

/** Every campaign, newest first, with its counts. */
export async function campaignReports(db: Db, ids?: number[]): Promise<CampaignReport[]> {
  const d = newsletterDeliveries;
  const rows = await db
    .select({
      id: newsletterCampaigns.id,
      subject: newsletterCampaigns.subject,
      state: newsletterCampaigns.state,
      scheduledAt: newsletterCampaigns.scheduledAt,
      sendingAt: newsletterCampaigns.sendingAt,
      sentAt: newsletterCampaigns.sentAt,
      createdAt: newsletterCampaigns.createdAt,
      createdBy: newsletterCampaigns.createdBy,
      sentBy: newsletterCampaigns.sentBy,
      slug: newsletterCampaigns.slug,
      queued: sql<number>`count(${d.id})::int`,
      refused: sql<number>`count(${d.id}) FILTER (WHERE ${d.refusedAt} IS NOT NULL OR ${outbox.status} = 'failed')::int`,
      pending: sql<number>`count(${d.id}) FILTER (WHERE ${outbox.status} = 'pending')::int`,
      unsubscribedSince: sql<number>`count(${d.id}) FILTER (WHERE ${newsletterSubscribers.unsubscribedAt} > ${d.queuedAt})::int`,
    })
    .from(newsletterCampaigns)
    .leftJoin(d, eq(d.campaignId, newsletterCampaigns.id))
    .leftJoin(outbox, eq(outbox.id, d.outboxId))
    .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, d.subscriberId))
    .where(ids ? inArray(newsletterCampaigns.id, ids) : undefined)
    .groupBy(newsletterCampaigns.id)
    .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id));
  return rows.map(({ pending, ...r }) => ({
    ...r,
    queued: Number(r.queued),
    refused: Number(r.refused),
    unsubscribedSince: Number(r.unsubscribedSince),
    sent: Number(r.queued) - Number(r.refused) - Number(pending),
  }));
}

const PUBLIC_STATES: CampaignState[] = ["sending", "sent"];

/** The archive: every issue whose sending has started, newest first (what subscribers received: public). */
export async function archivedCampaigns(
  db: Db,
): Promise<{ slug: string; subject: string; preheader: string; body: string; sentAt: Date }[]> {
  const rows = await db
    .select({
      slug: newsletterCampaigns.slug,
      subject: newsletterCampaigns.subject,
      preheader: newsletterCampaigns.preheader,
      body: newsletterCampaigns.body,
      sendingAt: newsletterCampaigns.sendingAt,
    })
    .from(newsletterCampaigns)
    .where(inArray(newsletterCampaigns.state, PUBLIC_STATES))
    .orderBy(desc(newsletterCampaigns.sendingAt));
  return rows.flatMap((r) =>
    r.slug && r.sendingAt ? [{ slug: r.slug, subject: r.subject, preheader: r.preheader, body: r.body, sentAt: r.sendingAt }] : [],
  );
}

/** One archived issue by its slug; null unless its sending has started. */
export async function archivedCampaign(
  db: Db,
  slug: string,
): Promise<{ slug: string; subject: string; preheader: string; body: string; sentAt: Date } | null> {
  const [row] = await db
    .select()
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.slug, slug), inArray(newsletterCampaigns.state, PUBLIC_STATES)));
  if (!row?.slug || !row.sendingAt) return null;
  return { slug: row.slug, subject: row.subject, preheader: row.preheader, body: row.body, sentAt: row.sendingAt };
}
