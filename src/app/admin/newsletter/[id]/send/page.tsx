import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { adminNewsletter as words } from "@content/admin-newsletter";
import { buttonClass } from "@/components/ui/button-class";
import { FormStatus } from "@/components/ui/form-status";
import { futureLagosDateTime, lagosTime } from "@/lib/lagos-clock";
import { database } from "@/server/db";
import { getCampaign, recipientCount } from "@/server/newsletter/campaigns";
import { requireStaff } from "@/server/staff/session";
import { confirmSend } from "../../actions";
import { PostForm } from "@/admin/post-form";

export const metadata: Metadata = { title: words.confirm.title };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ at?: string; bad?: string }> };

/** The confirmation step before a campaign is sent now or scheduled (?at=, a datetime-local value on the Lagos clock). */
export default async function ConfirmSend({ params, searchParams }: Props) {
  await requireStaff("marketing");
  const id = Number((await params).id);
  const { db } = await database();
  const campaign = Number.isSafeInteger(id) && id > 0 ? await getCampaign(db, id) : null;
  if (!campaign) notFound();
  const { at: atValue, bad } = await searchParams;
  const at = atValue ? futureLagosDateTime(atValue) : null;
  const w = words.confirm;
  const back = (
    <Link href={`/admin/newsletter/${campaign.id}`} className="text-forest underline underline-offset-4">
      {w.cancel}
    </Link>
  );
  if (campaign.state !== "draft" && campaign.state !== "scheduled")
    return (
      <section className="grid max-w-3xl gap-4">
        <h1 className="font-display text-3xl text-forest">{w.title}</h1>
        <p>{w.tooLate}</p>
        <p>{back}</p>
      </section>
    );
  const badTime = Boolean(bad) || (atValue !== undefined && !at);
  return (
    <section aria-labelledby="confirm-heading" className="grid max-w-3xl gap-4">
      <h1 id="confirm-heading" className="font-display text-3xl text-forest">
        {at && !badTime ? w.headingAt(lagosTime(at)) : w.headingNow}
      </h1>
      {badTime ? (
        <>
          <FormStatus tone="error" message={w.badTime} />
          <p>{back}</p>
        </>
      ) : (
        <>
          <p>{w.summary(campaign.subject, await recipientCount(db))}</p>
          <PostForm action={confirmSend} className="flex flex-wrap items-center gap-4">
            <input type="hidden" name="id" value={campaign.id} />
            {at ? <input type="hidden" name="at" value={atValue} /> : null}
            <button type="submit" className={buttonClass()}>
              {at ? w.yesAt : w.yesNow}
            </button>
            {back}
          </PostForm>
        </>
      )}
    </section>
  );
}
