import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { adminNewsletter as words } from "@content/admin-newsletter";
import { buttonClass } from "@/components/ui/button-class";
import { FormStatus } from "@/components/ui/form-status";
import { serverEnv } from "@/env";
import { lagosTime } from "@/lib/lagos-clock";
import { database } from "@/server/db";
import { archivePath, campaignReports, getCampaign, previewCampaign, recipientCount } from "@/server/newsletter/campaigns";
import { requireStaff } from "@/server/staff/session";
import { sendTest, unschedule } from "../actions";
import { CampaignForm } from "../campaign-form";
import { PostForm } from "@/admin/post-form";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ saved?: string; tested?: string }> };

/** The campaign, read once per request for the title and the page (marketing only). */
const campaignOf = cache(async (raw: string) => {
  await requireStaff("marketing");
  const id = Number(raw);
  const { db } = await database();
  return Number.isSafeInteger(id) && id > 0 ? getCampaign(db, id) : null;
});

/** Titled by the campaign's subject: several campaigns open in tabs are told apart. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const campaign = await campaignOf((await params).id);
  return { title: campaign ? `${campaign.subject} | ${words.list.title}` : words.editor.editHeading };
}

/** One campaign: its words (while a draft or scheduled), the preview, a test, sending or scheduling, and its report. */
export default async function CampaignPage({ params, searchParams }: Props) {
  const staff = await requireStaff("marketing");
  const campaign = await campaignOf((await params).id);
  if (!campaign) notFound();
  const { db } = await database();
  const { saved, tested } = await searchParams;
  const editable = campaign.state === "draft" || campaign.state === "scheduled";
  const preview = previewCampaign(campaign, serverEnv().SITE_URL);
  const [report] = await campaignReports(db, [campaign.id]);
  const d = words.detail;
  const c = words.list.columns;
  return (
    <div className="grid gap-10">
      <section aria-labelledby="campaign-heading" className="grid max-w-3xl gap-6">
        <p>
          <Link href="/admin/newsletter" className="text-forest underline underline-offset-4">
            {words.editor.back}
          </Link>
        </p>
        <h1 id="campaign-heading" className="font-display text-3xl text-forest">
          {campaign.subject}
        </h1>
        <p>
          {words.list.columns.state}: {words.states[campaign.state]}
          {campaign.state === "scheduled" && campaign.scheduledAt ? ` — ${d.scheduledFor(lagosTime(campaign.scheduledAt))}` : null}
        </p>
        <FormStatus
          tone={saved || tested ? "success" : undefined}
          message={saved ? words.editor.saved : tested ? d.testSent(staff.email) : undefined}
        />
        {editable ? (
          <CampaignForm
            id={campaign.id}
            initial={{ subject: campaign.subject, preheader: campaign.preheader, body: campaign.body, picture: "" }}
          />
        ) : null}
      </section>

      <section aria-labelledby="preview-heading" className="grid gap-4">
        <h2 id="preview-heading" className="font-display text-2xl text-forest">
          {d.preview}
        </h2>
        <h3 className="font-semibold">{d.previewHtml}</h3>
        {/* sandbox="": the e-mail's HTML runs nothing and reaches nothing of the back office. */}
        <iframe
          title={d.previewFrame(campaign.subject)}
          srcDoc={preview.html}
          sandbox=""
          className="h-[40rem] w-full max-w-3xl rounded border border-ink/20 bg-white"
        />
        <h3 className="font-semibold">{d.previewText}</h3>
        <pre className="max-w-3xl overflow-x-auto rounded border border-ink/20 bg-white p-4 text-sm whitespace-pre-wrap">
          {preview.text}
        </pre>
        <PostForm action={sendTest} className="grid max-w-3xl gap-2">
          <input type="hidden" name="id" value={campaign.id} />
          <p className="text-sm text-ink-muted">{d.testHint(staff.email)}</p>
          <div>
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              {d.test}
            </button>
          </div>
        </PostForm>
      </section>

      {editable ? (
        <section aria-labelledby="send-heading" className="grid max-w-3xl gap-4">
          <h2 id="send-heading" className="font-display text-2xl text-forest">
            {d.sendHeading}
          </h2>
          <p>{d.recipients(await recipientCount(db))}</p>
          <p>
            <Link href={`/admin/newsletter/${campaign.id}/send`} className={buttonClass()}>
              {d.sendNow}
            </Link>
          </p>
          <form action={`/admin/newsletter/${campaign.id}/send`} method="get" className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1">
              <label htmlFor="send-at" className="font-medium">
                {d.scheduleLabel}
              </label>
              <input id="send-at" name="at" type="datetime-local" required className="rounded border border-ink/40 px-3 py-2" />
            </div>
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              {d.schedule}
            </button>
          </form>
          {campaign.state === "scheduled" ? (
            <PostForm action={unschedule}>
              <input type="hidden" name="id" value={campaign.id} />
              <button type="submit" className={buttonClass({ variant: "secondary" })}>
                {d.unschedule}
              </button>
            </PostForm>
          ) : null}
        </section>
      ) : (
        <section aria-labelledby="report-heading" className="grid max-w-3xl gap-4">
          <h2 id="report-heading" className="font-display text-2xl text-forest">
            {d.report}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            {(
              [
                [c.queued, report?.queued ?? 0],
                [c.sent, report?.sent ?? 0],
                [c.refused, report?.refused ?? 0],
                [c.unsubscribed, report?.unsubscribedSince ?? 0],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {campaign.slug ? (
            <p>
              <Link href={archivePath(campaign.slug)} className="text-forest underline underline-offset-4">
                {d.archive}
              </Link>
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}
