import Link from "next/link";
import { adminNewsletter as words } from "@content/admin-newsletter";
import { PostForm } from "@/admin/post-form";
import { buttonClass } from "@/components/ui/button-class";
import type { CampaignReport } from "@/server/newsletter/campaigns";
import { sendTest, unschedule } from "../actions";

const d = words.detail;
const c = words.list.columns;

/** The e-mail as subscribers get it, HTML and plain text, and a test sent to the viewer. */
export function PreviewSection({
  id,
  subject,
  preview,
  email,
}: {
  id: number;
  subject: string;
  preview: { html: string; text: string };
  email: string;
}) {
  return (
    <section aria-labelledby="preview-heading" className="grid gap-4">
      <h2 id="preview-heading" className="font-display text-2xl text-forest">
        {d.preview}
      </h2>
      <h3 className="font-semibold">{d.previewHtml}</h3>
      {/* sandbox="": the e-mail's HTML runs nothing and reaches nothing of the back office. */}
      <iframe
        title={d.previewFrame(subject)}
        srcDoc={preview.html}
        sandbox=""
        className="h-[40rem] w-full max-w-3xl rounded border border-ink/20 bg-white"
      />
      <h3 className="font-semibold">{d.previewText}</h3>
      <pre className="max-w-3xl overflow-x-auto rounded border border-ink/20 bg-white p-4 text-sm whitespace-pre-wrap">{preview.text}</pre>
      <PostForm action={sendTest} className="grid max-w-3xl gap-2">
        <input type="hidden" name="id" value={id} />
        <p className="text-sm text-ink-muted">{d.testHint(email)}</p>
        <div>
          <button type="submit" className={buttonClass({ variant: "secondary" })}>
            {d.test}
          </button>
        </div>
      </PostForm>
    </section>
  );
}

/** Sending now or at a time (both confirmed on the send page), and taking a schedule back. */
export function SendSection({ id, scheduled, recipients }: { id: number; scheduled: boolean; recipients: number }) {
  return (
    <section aria-labelledby="send-heading" className="grid max-w-3xl gap-4">
      <h2 id="send-heading" className="font-display text-2xl text-forest">
        {d.sendHeading}
      </h2>
      <p>{d.recipients(recipients)}</p>
      <p>
        <Link href={`/admin/newsletter/${id}/send`} className={buttonClass()}>
          {d.sendNow}
        </Link>
      </p>
      <form action={`/admin/newsletter/${id}/send`} method="get" className="flex flex-wrap items-end gap-3">
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
      {scheduled ? (
        <PostForm action={unschedule}>
          <input type="hidden" name="id" value={id} />
          <button type="submit" className={buttonClass({ variant: "secondary" })}>
            {d.unschedule}
          </button>
        </PostForm>
      ) : null}
    </section>
  );
}

/** A sent campaign's figures and, once archived, its public page. */
export function ReportSection({ report, archiveHref }: { report: CampaignReport | undefined; archiveHref: string | null }) {
  return (
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
      {archiveHref ? (
        <p>
          <Link href={archiveHref} className="text-forest underline underline-offset-4">
            {d.archive}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
