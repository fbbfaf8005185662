import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { adminNewsletter as words } from "@content/admin-newsletter";
import { FormStatus } from "@/components/ui/form-status";
import { serverEnv } from "@/env";
import { lagosTime } from "@/lib/lagos-clock";
import { database } from "@/server/db";
import { archivePath, campaignReports, getCampaign, previewCampaign, recipientCount } from "@/server/newsletter/campaigns";
import { requireStaff } from "@/server/staff/session";
import { CampaignForm } from "../campaign-form";
import { PreviewSection, ReportSection, SendSection } from "./parts";

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

      <PreviewSection id={campaign.id} subject={campaign.subject} preview={preview} email={staff.email} />

      {editable ? (
        <SendSection id={campaign.id} scheduled={campaign.state === "scheduled"} recipients={await recipientCount(db)} />
      ) : (
        <ReportSection report={report} archiveHref={campaign.slug ? archivePath(campaign.slug) : null} />
      )}
    </div>
  );
}
