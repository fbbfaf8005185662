import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CASE_MESSAGE_MAX_CHARS, CASE_NOTE_MAX_CHARS, casesCopy, caseOutcomeNames, caseStatusNames } from "@content/admin-cases";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { serverEnv } from "@/env";
import { CASE_MOVES, CASE_OUTCOMES, deadlineState, openCase } from "@/server/whistleblowing/officer";
import { casesForRequest } from "@/server/whistleblowing/officer-request";
import type { AttachmentMeta, CaseMessage } from "@/server/whistleblowing/cases";
import { ActionForm } from "../../inbox/_components/action-form";
import { shown } from "../../inbox/_components/time";
import { addNote, changeCaseStatus, grantAccess, messageReporter } from "../actions";

type Props = { params: Promise<{ id: string }> };

const d = casesCopy.detail;
export const metadata: Metadata = { title: casesCopy.heading };

const outcomeName = (outcome: string | null) =>
  outcome && outcome in caseOutcomeNames ? caseOutcomeNames[outcome as keyof typeof caseOutcomeNames] : (outcome ?? "");

/** Files as download links: never rendered in the page, never opened inline (the route answers Content-Disposition: attachment). */
function Files({ caseId, files }: { caseId: number; files: { id: number; meta: AttachmentMeta }[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-1">
      {files.map((file) => (
        <li key={file.id}>
          <a href={`/admin/cases/${caseId}/attachments/${file.id}`} download={file.meta.name} className="break-all text-forest underline">
            {d.download(file.meta.name, casesCopy.size(file.meta.size))}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Message({ caseId, message, author }: { caseId: number; message: CaseMessage; author: string }) {
  return (
    <li className={`rounded border p-3 ${message.author === "reporter" ? "border-ink/20" : "border-forest/40 bg-sand-100"}`}>
      <p className="text-sm text-ink-muted">
        {author}, <time dateTime={message.at.toISOString()}>{shown(message.at)}</time>
      </p>
      <p className="mt-1 break-words whitespace-pre-wrap">{message.text}</p>
      <Files caseId={caseId} files={message.attachments} />
    </li>
  );
}

/**
 * /admin/cases/[id]: one case, decrypted with the officer's key when they
 * hold a grant for it: the report and its files, the messages with the
 * reporter, the internal notes; its status, deadlines, access and who
 * opened it. Ethics officers only (403 for every other role); an id that is
 * no case is a 404. Each opening is written to the audit log.
 */
export default async function CasePage({ params }: Props) {
  const { id } = await params;
  const ctx = await casesForRequest();
  const view = await openCase(ctx, id, { retentionMonths: serverEnv().WHISTLEBLOWING_RETENTION_MONTHS });
  if (!view) notFound();
  const now = new Date();
  const content = view.content;
  const hidden = { id: String(view.id) };
  const authorOf = (message: CaseMessage) =>
    message.author === "reporter" ? d.fromReporter : d.fromOfficer(view.names[message.staffId ?? ""] ?? "");
  const conversation = content?.messages.filter((message) => message.author !== "note") ?? [];
  const notes = content?.messages.filter((message) => message.author === "note") ?? [];
  const reportFields = content ? Object.entries(content.report as Record<string, unknown>) : [];

  return (
    <article aria-labelledby="case-heading" className="grid gap-8">
      <p>
        <Link href="/admin/cases" className="text-forest underline">
          {d.back}
        </Link>
      </p>
      <header className="grid gap-1">
        <h1 id="case-heading" className="font-display text-3xl break-words text-forest">
          {d.heading(view.reference)}
        </h1>
        <p>
          {d.received}: <time dateTime={view.receivedAt.toISOString()}>{shown(view.receivedAt)}</time>
        </p>
        <p>
          {d.status}: <strong>{caseStatusNames[view.status]}</strong>
          {view.status === "closed" && view.outcome ? ` (${outcomeName(view.outcome)})` : null}
        </p>
      </header>

      {view.locked && (
        <p role="status" className="max-w-3xl rounded border-l-4 border-danger bg-danger/10 px-4 py-3 text-danger">
          {view.locked === "no-key" ? casesCopy.noKey : d.cannotRead}
        </p>
      )}

      <section aria-labelledby="deadlines-heading" className="grid gap-2">
        <h2 id="deadlines-heading" className="text-xl font-semibold">
          {casesCopy.deadlines.heading}
        </h2>
        <ul className="grid gap-1">
          {(
            [
              [casesCopy.deadlines.acknowledge, view.deadlines.acknowledgeBy, view.acknowledgedAt ?? view.closedAt],
              [casesCopy.deadlines.feedback, view.deadlines.feedbackBy, view.feedbackAt ?? view.closedAt],
            ] as const
          ).map(([label, by, metAt]) => {
            const state = deadlineState(by, metAt, now);
            return (
              <li key={label}>
                {label}, {casesCopy.deadlines.byWord} <time dateTime={by.toISOString()}>{shown(by)}</time>:{" "}
                <strong className={state === "overdue" ? "text-danger" : undefined}>{casesCopy.deadlines[state]}</strong>
              </li>
            );
          })}
        </ul>
        <p className="max-w-3xl text-sm text-ink-muted">{casesCopy.deadlines.note}</p>
      </section>

      {content && (
        <section aria-labelledby="report-heading" className="grid gap-3">
          <h2 id="report-heading" className="text-xl font-semibold">
            {d.reportHeading}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-6">
            {reportFields.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-medium">{casesCopy.reportLabels[key] ?? key}</dt>
                <dd className="mb-2 break-words whitespace-pre-wrap sm:mb-0">
                  {typeof value === "string" && value ? value : <span className="text-ink-muted">{d.emptyField}</span>}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="text-lg font-semibold">{d.attachmentsHeading}</h3>
          {content.attachments.length === 0 ? <p>{d.noAttachments}</p> : <Files caseId={view.id} files={content.attachments} />}
          <p className="max-w-3xl text-sm text-ink-muted">{d.downloadNote}</p>
        </section>
      )}

      {content && (
        <section aria-labelledby="messages-heading" className="grid gap-3">
          <h2 id="messages-heading" className="text-xl font-semibold">
            {d.messagesHeading}
          </h2>
          {conversation.length === 0 ? (
            <p>{d.noMessages}</p>
          ) : (
            <ol className="grid gap-3">
              {conversation.map((message) => (
                <Message key={message.id} caseId={view.id} message={message} author={authorOf(message)} />
              ))}
            </ol>
          )}
          <ActionForm action={messageReporter} hidden={hidden} className="grid max-w-2xl gap-2">
            <label htmlFor="message" className="font-medium">
              {d.messageLabel}
            </label>
            <textarea
              id="message"
              name="message"
              rows={5}
              maxLength={CASE_MESSAGE_MAX_CHARS}
              required
              className={controlClass}
              aria-describedby="message-hint"
            />
            <p id="message-hint" className="text-sm text-ink-muted">
              {d.messageHint(CASE_MESSAGE_MAX_CHARS)}
            </p>
            <div>
              <button type="submit" className={buttonClass({ size: "sm" })}>
                {d.send}
              </button>
            </div>
          </ActionForm>
        </section>
      )}

      {content && (
        <section aria-labelledby="notes-heading" className="grid gap-3">
          <h2 id="notes-heading" className="text-xl font-semibold">
            {d.notesHeading}
          </h2>
          {notes.length === 0 ? (
            <p>{d.noNotes}</p>
          ) : (
            <ol className="grid gap-3">
              {notes.map((note) => (
                <Message key={note.id} caseId={view.id} message={note} author={view.names[note.staffId ?? ""] ?? ""} />
              ))}
            </ol>
          )}
          <ActionForm action={addNote} hidden={hidden} className="grid max-w-2xl gap-2">
            <label htmlFor="note" className="font-medium">
              {d.noteLabel}
            </label>
            <textarea
              id="note"
              name="note"
              rows={4}
              maxLength={CASE_NOTE_MAX_CHARS}
              required
              className={controlClass}
              aria-describedby="note-hint"
            />
            <p id="note-hint" className="text-sm text-ink-muted">
              {d.notesHint(CASE_NOTE_MAX_CHARS)}
            </p>
            <div>
              <button type="submit" className={buttonClass({ size: "sm" })}>
                {d.addNote}
              </button>
            </div>
          </ActionForm>
        </section>
      )}

      {view.locked !== "no-grant" && (
        <section aria-labelledby="status-heading" className="grid gap-3">
          <h2 id="status-heading" className="text-xl font-semibold">
            {d.statusHeading}
          </h2>
          <ActionForm action={changeCaseStatus} hidden={{ ...hidden, expected: view.status }} className="grid max-w-2xl gap-3">
            {CASE_MOVES[view.status].includes("closed") && (
              <label className="grid gap-1">
                <span className="font-medium">{d.outcomeLabel}</span>
                <select name="outcome" defaultValue="" className={controlClass}>
                  <option value="">{d.chooseOutcome}</option>
                  {CASE_OUTCOMES.map((outcome) => (
                    <option key={outcome} value={outcome}>
                      {caseOutcomeNames[outcome]}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <div className="flex flex-wrap gap-3">
              {CASE_MOVES[view.status].map((to) => (
                <button
                  key={to}
                  type="submit"
                  name="to"
                  value={to}
                  className={buttonClass({ variant: to === "closed" ? "secondary" : "primary", size: "sm" })}
                >
                  {view.status === "closed" ? d.reopen : to === "closed" ? d.close : d.moveTo(caseStatusNames[to])}
                </button>
              ))}
            </div>
          </ActionForm>
          {view.closedAt && view.deleteOn && (
            <p>
              {d.closedOn(shown(view.closedAt))} {d.retention(shown(view.deleteOn))}
            </p>
          )}
        </section>
      )}

      <section aria-labelledby="access-heading" className="grid gap-3">
        <h2 id="access-heading" className="text-xl font-semibold">
          {d.grantHeading}
        </h2>
        <h3 className="font-medium">{d.holders}</h3>
        <ul className="list-disc pl-6">
          {view.holders.map((holder) => (
            <li key={holder.staffId}>{holder.name}</li>
          ))}
          {view.recoveryHolds && <li>{d.recoveryHolder}</li>}
        </ul>
        {content && (
          // One form whether anyone is left to grant or not, so its announced answer outlives the select it replaces.
          <ActionForm action={grantAccess} hidden={hidden} className="grid max-w-2xl gap-2">
            {view.grantable.length === 0 ? (
              <p>{d.grantNone}</p>
            ) : (
              <>
                <label htmlFor="officer" className="font-medium">
                  {d.grantLabel}
                </label>
                <select id="officer" name="officer" className={controlClass} aria-describedby="grant-hint" required>
                  {view.grantable.map((officer) => (
                    <option key={officer.staffId} value={officer.staffId}>
                      {officer.name} ({officer.email})
                    </option>
                  ))}
                </select>
                <p id="grant-hint" className="text-sm text-ink-muted">
                  {d.grantHint}
                </p>
                <div>
                  <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
                    {d.grant}
                  </button>
                </div>
              </>
            )}
          </ActionForm>
        )}
      </section>

      <section aria-labelledby="opened-heading" className="grid gap-3">
        <h2 id="opened-heading" className="text-xl font-semibold">
          {d.openedHeading}
        </h2>
        {view.openings.length === 0 ? (
          <p>{d.openedNone}</p>
        ) : (
          <ol className="grid gap-1">
            {view.openings.map((opening, index) => (
              <li key={index}>
                {opening.who}, <time dateTime={opening.at.toISOString()}>{shown(opening.at)}</time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
