import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { site } from "@content/site";
import { newsletterSubscribers } from "@/server/db/schema";
import type { Job } from "@/server/job";
import { runJob } from "@/server/jobs";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { createCampaign, startSending } from "@/server/newsletter/campaigns";
import { campaignsJob } from "@/server/newsletter/campaign-job";
import { scrape, watchDatabase } from "@/server/observability/metrics";
import { processForm } from "@/server/submissions/action";
import { agentSpec } from "@/forms/agent/server";
import { formData, testLimiter, useDatabaseAndSmtp } from "./helpers";

/** One series' value in a scrape (0 when absent), e.g. value(text, 'outbox_sent_total'). */
function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("/metrics' series move with what the site does (src/server/observability/metrics.ts)", () => {
  const ctx = useDatabaseAndSmtp();
  const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;

  it("a submission, its mail, a refusal by the rate limit, a campaign round and a failing job each move their series", async () => {
    watchDatabase(() => Promise.resolve(ctx.db));
    const limitName = `t${randomBytes(4).toString("hex")}`;
    const limiter = testLimiter(ctx.db, limitName, 1);
    const post = (i: number) =>
      processForm(agentSpec, formData({ fullName: `Metric ${i}`, email: `metric${i}@example.net`, phoneNumber: `0800555200${i}` }), {
        database: ctx.db,
        limiter,
        clientKey: "203.0.113.77",
      });
    const before = await scrape();

    expect((await post(1)).status).toBe("success");
    expect((await post(2)).status).not.toBe("success");
    const afterPosts = await scrape();
    expect(value(afterPosts, 'form_submissions_total{form="agent",outcome="stored"}')).toBe(
      value(before, 'form_submissions_total{form="agent",outcome="stored"}') + 1,
    );
    expect(value(afterPosts, 'form_submissions_total{form="agent",outcome="rate-limited"}')).toBe(
      value(before, 'form_submissions_total{form="agent",outcome="rate-limited"}') + 1,
    );
    expect(value(afterPosts, `rate_limit_refusals_total{limit="${limitName}"}`)).toBe(1);
    const pending = value(afterPosts, 'outbox_messages{status="pending"}');
    expect(pending).toBeGreaterThan(0);
    expect(value(afterPosts, "outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(0);
    // Nothing typed is in a label or a value.
    expect(afterPosts).not.toMatch(/Metric 1|metric1@|203\.0\.113\.77/);

    await dispatchAll(ctx.db.db, smtpTransport(ctx.smtp.url), FROM);
    const afterMail = await scrape();
    expect(value(afterMail, "outbox_sent_total")).toBe(value(afterPosts, "outbox_sent_total") + pending);
    expect(value(afterMail, 'outbox_messages{status="pending"}')).toBe(0);
    expect(value(afterMail, 'outbox_messages{status="sent"}')).toBe(pending);

    await ctx.db.db.insert(newsletterSubscribers).values({
      email: "reader@example.com",
      status: "confirmed",
      unsubscribeToken: randomBytes(32).toString("base64url"),
      confirmedAt: new Date(),
    });
    const campaign = await createCampaign(
      ctx.db.db,
      { subject: "Season", preheader: "", body: "Hello." },
      "marketing@savannahcrest.example",
    );
    expect(await startSending(ctx.db.db, campaign.id, "marketing@savannahcrest.example")).toBe(true);
    const job = { ...campaignsJob };
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    expect(await runJob(job, ctx.db)).toMatch(/1 message\(s\) queued/);
    info.mockRestore();
    const afterCampaign = await scrape();
    expect(value(afterCampaign, "newsletter_campaign_messages_queued_total")).toBe(
      value(afterMail, "newsletter_campaign_messages_queued_total") + 1,
    );
    expect(value(afterCampaign, 'job_runs_total{job="newsletter-campaigns",result="done"}')).toBe(
      value(afterMail, 'job_runs_total{job="newsletter-campaigns",result="done"}') + 1,
    );
    expect(value(afterCampaign, 'job_last_success_timestamp_seconds{job="newsletter-campaigns"}')).toBeGreaterThan(Date.now() / 1000 - 60);
    // Its one subscriber queued, the campaign is sending or already sent.
    expect(value(afterCampaign, 'newsletter_campaigns{state="sending"}') + value(afterCampaign, 'newsletter_campaigns{state="sent"}')).toBe(
      1,
    );

    const failing: Job = {
      name: "metrics-failing",
      firstRunMs: 1,
      intervalMs: 1,
      retry: "soon",
      run: () => Promise.reject(new Error("boom")),
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await runJob(failing, ctx.db);
    warn.mockRestore();
    const afterFailure = await scrape();
    expect(value(afterFailure, 'job_runs_total{job="metrics-failing",result="failed"}')).toBe(1);
    expect(value(afterFailure, 'job_last_success_timestamp_seconds{job="metrics-failing"}')).toBe(0);
  });
});
