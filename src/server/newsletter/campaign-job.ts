import "server-only";
import { serverEnv } from "@/env";
import type { Job } from "../job";
import { campaignQueued } from "../observability/metrics";
import { writeAudit } from "../staff/audit-log";
import { queueSendingCampaigns, startDueCampaigns } from "./campaigns";

/**
 * Every 15 s (decision 128): scheduled campaigns whose time has come start
 * sending, and every sending campaign gets its next messages, up to
 * NEWSLETTER_RATE_PER_MINUTE in any minute. The outbox so holds at most a
 * minute's worth: an unsubscribe or a bounce during a long send still counts,
 * and /healthz's backlog stays a backlog. A round that dies is resumed by the
 * next (queueRound is exactly once per subscriber).
 */
export const campaignsJob: Job = {
  name: "newsletter-campaigns",
  firstRunMs: 5_000,
  intervalMs: 15_000,
  retry: "in 15 s",
  async run(database) {
    const env = serverEnv();
    const started = await startDueCampaigns(database.db);
    for (const id of started)
      await writeAudit(database, {
        staff: null,
        action: "newsletter.campaign.start",
        target: String(id),
        address: null,
        details: { scheduled: true },
      });
    const queued = await queueSendingCampaigns(database.db, { siteUrl: env.SITE_URL, ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE });
    campaignQueued().inc(queued);
    if (started.length === 0 && queued === 0) return null;
    return `${started.length} scheduled campaign(s) started, ${queued} message(s) queued`;
  },
};
