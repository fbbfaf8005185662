"use server";

import { redirect } from "next/navigation";
import { adminNewsletter as words } from "@content/admin-newsletter";
import { serverEnv } from "@/env";
import { database } from "@/server/db";
import {
  createCampaign,
  getCampaign,
  queueRound,
  queueTest,
  scheduleCampaign,
  startSending,
  updateCampaign,
} from "@/server/newsletter/campaigns";
import { audit } from "@/server/staff/audit";
import { requireStaffAction } from "@/server/staff/session";
import { futureLagosDateTime } from "@/lib/lagos-clock";

export type CampaignValues = { subject: string; preheader: string; body: string; picture: string };
export type CampaignFormState = { message?: string; errors?: Partial<Record<keyof CampaignValues, string>>; values?: CampaignValues };

const text = (form: FormData, name: string, max: number) => String(form.get(name) ?? "").slice(0, max);
/**
 * The campaign a form names: 0 when it names none, -1 (no row's id) when its id is not a whole number a row
 * could have ("1e309" is Infinity to Number, which PostgreSQL refuses: a 500, issue 47).
 */
function idOf(form: FormData): number {
  const value = String(form.get("id") ?? "");
  if (!value) return 0;
  return /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : -1;
}

/** Saves a new campaign or a draft's changes; a picture uploaded (a path of ours) goes at the top of the body. */
export async function saveCampaign(_previous: CampaignFormState, form: FormData): Promise<CampaignFormState> {
  const staff = await requireStaffAction("marketing");
  const values: CampaignValues = {
    subject: text(form, "subject", 200).trim(),
    preheader: text(form, "preheader", 200).trim(),
    body: text(form, "body", 100_000).trim(),
    picture: text(form, "picture", 300),
  };
  const errors: CampaignFormState["errors"] = {};
  if (!values.subject) errors.subject = words.editor.subjectRequired;
  if (!values.body) errors.body = words.editor.bodyRequired;
  if (errors.subject || errors.body) return { message: words.editor.invalid, errors, values };
  let body = values.body;
  if (/^\/media\/uploads\/[a-z0-9-]+\/[0-9a-f]{32}\.webp$/.test(values.picture) && !body.includes(values.picture))
    body = `![${values.subject.replace(/[[\]]/g, "")}](${values.picture})\n\n${body}`;
  const content = { subject: values.subject, preheader: values.preheader, body };
  const { db } = await database();
  const id = idOf(form);
  if (id) {
    if (!(await updateCampaign(db, id, content))) return { message: words.editor.locked, values };
    await audit({ staff, action: "newsletter.campaign.edit", target: String(id) });
  } else {
    const created = await createCampaign(db, content, staff.email);
    await audit({ staff, action: "newsletter.campaign.create", target: String(created.id) });
    redirect(`/admin/newsletter/${created.id}?saved=1`);
  }
  redirect(`/admin/newsletter/${id}?saved=1`);
}

/** "Send a test to me": one copy to the signed-in person's own address, through the outbox. */
export async function sendTest(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction("marketing");
  const { db } = await database();
  const campaign = await getCampaign(db, idOf(form));
  if (!campaign) redirect("/admin/newsletter");
  await queueTest(db, campaign, staff.email, serverEnv().SITE_URL);
  await audit({ staff, action: "newsletter.campaign.test", target: String(campaign.id) });
  redirect(`/admin/newsletter/${campaign.id}?tested=1`);
}

/** The confirmation page's "Yes": sends now (the first minute's worth queued at once, the rest by the campaigns job) or schedules. */
export async function confirmSend(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction("marketing");
  const { db } = await database();
  const id = idOf(form);
  const at = form.get("at") ? futureLagosDateTime(String(form.get("at"))) : null;
  if (form.get("at") && !at) redirect(`/admin/newsletter/${id}/send?bad=1`);
  if (at) {
    if (await scheduleCampaign(db, id, at, staff.email))
      await audit({ staff, action: "newsletter.campaign.schedule", target: String(id), details: { at: at.toISOString() } });
  } else if (await startSending(db, id, staff.email)) {
    await audit({ staff, action: "newsletter.campaign.send", target: String(id) });
    const env = serverEnv();
    await queueRound(db, id, { siteUrl: env.SITE_URL, ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE });
  }
  redirect(`/admin/newsletter/${id}`);
}

/** Takes a scheduled campaign back to a draft. */
export async function unschedule(_previous: null, form: FormData): Promise<null> {
  const staff = await requireStaffAction("marketing");
  const { db } = await database();
  const id = idOf(form);
  if (await scheduleCampaign(db, id, null, staff.email))
    await audit({ staff, action: "newsletter.campaign.unschedule", target: String(id) });
  redirect(`/admin/newsletter/${id}`);
}
