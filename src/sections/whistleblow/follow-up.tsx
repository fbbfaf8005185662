import { AttachmentsInput } from "@/forms/whistleblow/attachments-input";
import { followUpCopy as copy } from "@content/whistleblow-case";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { lagosDay, lagosTime } from "@/lib/lagos-clock";
import { IdleSignOut } from "./idle-sign-out";
import { PendingSubmit } from "@/components/ui/pending-submit";

/**
 * /whistleblow/follow-up as the reporter sees it: the receipt form, or their open case. Plain HTML
 * forms posting to /api/whistleblow/follow-up/… (each answered by a redirect back here), so it
 * works the same without JavaScript. The data comes decrypted from the page (src/server is not
 * imported here).
 */

export type FollowUpView =
  | { kind: "receipt"; error?: "shape" | "wrong" | "expired"; signedOut?: boolean }
  | {
      kind: "case";
      reference: string;
      status: keyof typeof copy.case.statuses;
      receivedAt: Date;
      report: { natureOfConduct: string; officerNames: string; comments: string };
      files: string[];
      messages: { id: number; fromReporter: boolean; text: string; at: Date; files: string[] }[];
      flash: { error?: string; message?: string; sent?: boolean } | null;
      idleSeconds: number;
    };

const when = (at: Date) => `${lagosDay(at)}, ${lagosTime(at)}`;

export function FollowUp({ view }: { view: FollowUpView }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-14 md:px-6 md:py-20">
      {view.kind === "receipt" ? <ReceiptForm view={view} /> : <OpenCase view={view} />}
    </div>
  );
}

function ReceiptForm({ view }: { view: Extract<FollowUpView, { kind: "receipt" }> }) {
  const error = view.error ? copy.errors[view.error] : undefined;
  return (
    <>
      <h1 className="text-4xl font-semibold">{copy.heading}</h1>
      <p className="mt-4 text-lg">{copy.intro}</p>
      {view.signedOut ? (
        <p role="status" className="mt-6 rounded border border-success/40 bg-white p-4">
          {copy.signedOut}
        </p>
      ) : null}
      <form method="post" action="/api/whistleblow/follow-up/open" className="mt-8 grid max-w-md gap-4" aria-label={copy.heading}>
        <div className="grid gap-1">
          <label htmlFor="receipt" className="font-medium">
            {copy.receiptLabel}
          </label>
          <p id="receipt-hint" className="text-sm text-ink-muted">
            {copy.receiptHint}
          </p>
          <input
            type="text"
            id="receipt"
            name="receipt"
            required
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-describedby={error ? "receipt-hint receipt-error" : "receipt-hint"}
            aria-invalid={error ? true : undefined}
            className={`${controlClass} font-mono text-lg tracking-wider`}
          />
          {error ? (
            <p id="receipt-error" role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <div>
          <PendingSubmit pending={copy.checking} className={buttonClass()}>
            {copy.open}
          </PendingSubmit>
        </div>
      </form>
    </>
  );
}

function FileList({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <div className="mt-2 text-sm">
      <span className="font-medium">{copy.case.files}:</span> {names.join(", ")}
    </div>
  );
}

function OpenCase({ view }: { view: Extract<FollowUpView, { kind: "case" }> }) {
  const { fields } = copy.case;
  return (
    <>
      <IdleSignOut seconds={view.idleSeconds} />
      <h1 className="text-4xl font-semibold">{copy.case.heading(view.reference)}</h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-medium">{copy.case.status}</dt>
        <dd data-testid="case-status">{copy.case.statuses[view.status]}</dd>
        <dt className="font-medium">{copy.case.received}</dt>
        <dd>{when(view.receivedAt)}</dd>
      </dl>
      <p className="mt-4 text-sm text-ink-muted">{copy.case.idleNote}</p>
      <form method="post" action="/api/whistleblow/follow-up/sign-out" className="mt-4">
        <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
          {copy.case.signOut}
        </button>
      </form>

      <section aria-labelledby="your-report" className="mt-10">
        <h2 id="your-report" className="text-2xl font-semibold">
          {copy.case.yourReport}
        </h2>
        <dl className="mt-4 grid gap-3">
          <div>
            <dt className="font-medium">{fields.natureOfConduct}</dt>
            <dd className="whitespace-pre-line">{view.report.natureOfConduct}</dd>
          </div>
          {view.report.officerNames ? (
            <div>
              <dt className="font-medium">{fields.officerNames}</dt>
              <dd className="whitespace-pre-line">{view.report.officerNames}</dd>
            </div>
          ) : null}
          <div>
            <dt className="font-medium">{fields.comments}</dt>
            <dd className="whitespace-pre-line">{view.report.comments}</dd>
          </div>
        </dl>
        <FileList names={view.files} />
      </section>

      <section aria-labelledby="messages" className="mt-10">
        <h2 id="messages" className="text-2xl font-semibold">
          {copy.case.messages}
        </h2>
        {view.messages.length === 0 ? (
          <p className="mt-4">{copy.case.noMessages}</p>
        ) : (
          <ol className="mt-4 grid gap-4" data-testid="case-messages">
            {view.messages.map((m) => (
              <li
                key={m.id}
                className={`rounded-lg border p-4 ${m.fromReporter ? "border-ink/20 bg-white" : "border-forest/30 bg-sand-200/40"}`}
              >
                <p className="text-sm text-ink-muted">
                  <span className="font-semibold text-ink">{m.fromReporter ? copy.case.fromYou : copy.case.fromTeam}</span> · {when(m.at)}
                </p>
                <p className="mt-2 whitespace-pre-line">{m.text}</p>
                <FileList names={m.files} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="add-information" className="mt-10">
        <h2 id="add-information" className="text-2xl font-semibold">
          {copy.case.addHeading}
        </h2>
        {view.flash?.sent ? (
          <p role="status" className="mt-4 rounded border border-success/40 bg-white p-4">
            {copy.case.sent}
          </p>
        ) : null}
        {view.flash?.error ? (
          <p id="follow-up-error" role="alert" className="mt-4 rounded border border-danger/40 bg-white p-4 font-medium text-danger">
            {view.flash.error}
          </p>
        ) : null}
        <form
          method="post"
          action="/api/whistleblow/follow-up"
          encType="multipart/form-data"
          className="mt-4 grid gap-4"
          aria-labelledby="add-information"
        >
          <div className="grid gap-1">
            <label htmlFor="message" className="font-medium">
              {copy.case.messageLabel}
            </label>
            <textarea
              id="message"
              name="message"
              rows={6}
              maxLength={5000}
              autoComplete="off"
              defaultValue={view.flash?.message ?? ""}
              aria-describedby={view.flash?.error ? "follow-up-error" : undefined}
              className={controlClass}
            />
          </div>
          <div className="grid gap-1">
            <AttachmentsInput id="attachments" describedBy={view.flash?.error ? "follow-up-error" : undefined} />
          </div>
          <div>
            <PendingSubmit pending={copy.sending} className={buttonClass()}>
              {copy.case.send}
            </PendingSubmit>
          </div>
        </form>
      </section>
    </>
  );
}
