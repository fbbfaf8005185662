import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import {
  DECISION_MESSAGE_MAX_CHARS,
  NOTE_MAX_CHARS,
  decisionNames,
  fieldLabels,
  inboxCopy,
  inboxKindNames,
  workflowNames,
} from "@content/admin-inbox";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { database } from "@/server/db";
import { deadlineState } from "@/server/inbox/deadlines";
import { getSubmission, MOVES } from "@/server/inbox/inbox";
import { isSubmissionKind } from "@/server/inbox/kinds";
import { inboxForRequest } from "@/server/inbox/request";
import { listAccounts } from "@/server/staff/accounts";
import { canWork } from "@/server/staff/roles";
import { addItemNote, assignItem, changeWorkflow, decideApplication } from "../../actions";
import { ActionForm } from "../../_components/action-form";
import { shown } from "../../_components/time";

type Props = { params: Promise<{ kind: string; id: string }> };

const d = inboxCopy.detail;

/** The item as its viewer may see it, read (and its view audited) once per request for the title and the page. */
const itemOf = cache(async (kind: string, id: string) =>
  isSubmissionKind(kind) ? getSubmission(await inboxForRequest(), kind, id) : null,
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind, id } = await params;
  const item = await itemOf(kind, id);
  return { title: item && isSubmissionKind(kind) ? d.heading(inboxKindNames[kind].one, item.reference) : inboxCopy.heading };
}

/**
 * /admin/inbox/[kind]/[id]: one submission, every field as the visitor sent
 * it (text, never HTML), and its workflow, assignee, notes, e-mails,
 * timeline and retention. An id that is not this kind's, or of a kind the
 * viewer does not work, is a 404; the view is written to the audit log.
 */
export default async function InboxItem({ params }: Props) {
  const { kind, id } = await params;
  if (!isSubmissionKind(kind)) notFound();
  const item = await itemOf(kind, id);
  if (!item) notFound();
  const names = inboxKindNames[kind];
  const now = new Date();
  const hidden = { kind, id: String(item.id) };
  const labels = fieldLabels[kind] ?? {};
  // The people this item may be assigned to: active accounts that work its kind.
  const team = (await listAccounts(await database()))
    .filter((account) => !account.disabledAt && account.twoFactorEnabled)
    .map((account) => ({ id: account.id, name: account.name, email: account.email, roles: account.roles }))
    .filter((account) => canWork(account, kind));

  return (
    <article aria-labelledby="item-heading" className="grid gap-8">
      <p>
        <Link href={`/admin/inbox/${kind}`} className="text-forest underline">
          {d.back(names.title)}
        </Link>
      </p>
      <header className="grid gap-1">
        <h1 id="item-heading" className="font-display text-3xl break-words text-forest">
          {d.heading(names.one, item.reference)}
        </h1>
        <p>
          {d.received}: <time dateTime={item.receivedAt.toISOString()}>{shown(item.receivedAt)}</time>
        </p>
      </header>

      <section aria-labelledby="fields-heading" className="grid gap-3">
        <h2 id="fields-heading" className="text-xl font-semibold">
          {d.fieldsHeading}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-6">
          {item.fields.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium">{labels[key] ?? key}</dt>
              <dd className="mb-2 break-words whitespace-pre-wrap sm:mb-0">
                {value || <span className="text-ink-muted">{d.emptyField}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {item.deadlines && (
        <section aria-labelledby="deadlines-heading" className="grid gap-2">
          <h2 id="deadlines-heading" className="text-xl font-semibold">
            {inboxCopy.dsar.heading}
          </h2>
          <ul className="grid gap-1">
            {(
              [
                [inboxCopy.dsar.acknowledge, item.deadlines.acknowledgeBy, item.startedAt],
                [inboxCopy.dsar.resolve, item.deadlines.resolveBy, item.closedAt],
              ] as const
            ).map(([label, by, metAt]) => {
              const state = deadlineState(by, metAt, now);
              return (
                <li key={label}>
                  {label}, {inboxCopy.dsar.by(shown(by))}:{" "}
                  <strong className={state === "overdue" ? "text-clay" : undefined}>{inboxCopy.dsar[state]}</strong>
                </li>
              );
            })}
          </ul>
          <p className="text-sm text-ink-muted">{inboxCopy.dsar.note}</p>
        </section>
      )}

      {kind === "agent" && (
        <section aria-labelledby="decision-heading" className="grid gap-3">
          <h2 id="decision-heading" className="text-xl font-semibold">
            {inboxCopy.agents.decisionHeading}
          </h2>
          {/* One form whether answered or not, so its announced answer outlives the buttons it replaces. */}
          <ActionForm action={decideApplication} hidden={{ id: String(item.id) }} className="grid max-w-2xl gap-3">
            {item.decision ? (
              <p>{inboxCopy.agents.decided(decisionNames[item.decision], shown(item.decidedAt ?? item.receivedAt))}</p>
            ) : (
              <>
                <label htmlFor="decision-message" className="font-medium">
                  {inboxCopy.agents.messageLabel}
                </label>
                <textarea id="decision-message" name="message" rows={4} className={controlClass} aria-describedby="decision-message-hint" />
                <p id="decision-message-hint" className="text-sm text-ink-muted">
                  {inboxCopy.agents.messageHint(DECISION_MESSAGE_MAX_CHARS)}
                </p>
                <div className="flex flex-wrap gap-3">
                  <button type="submit" name="decision" value="approved" className={buttonClass({ size: "sm" })}>
                    {inboxCopy.agents.approve}
                  </button>
                  <button type="submit" name="decision" value="declined" className={buttonClass({ variant: "secondary", size: "sm" })}>
                    {inboxCopy.agents.decline}
                  </button>
                </div>
              </>
            )}
          </ActionForm>
        </section>
      )}

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="workflow-heading" className="grid content-start gap-3">
          <h2 id="workflow-heading" className="text-xl font-semibold">
            {d.workflowHeading}
          </h2>
          <p>
            {d.currentStatus}: <strong>{workflowNames[item.workflow]}</strong>
          </p>
          <ActionForm action={changeWorkflow} hidden={{ ...hidden, expected: item.workflow }} className="grid gap-3">
            <div className="flex flex-wrap gap-3">
              {MOVES[item.workflow].map((to) => (
                <button
                  key={to}
                  type="submit"
                  name="to"
                  value={to}
                  className={buttonClass({ variant: to === "spam" ? "secondary" : "primary", size: "sm" })}
                >
                  {item.workflow === "done" && to === "in_progress"
                    ? d.reopen
                    : item.workflow === "spam" && to === "new"
                      ? d.notSpam
                      : d.moveTo(workflowNames[to])}
                </button>
              ))}
            </div>
          </ActionForm>
        </section>

        <section aria-labelledby="assignee-heading" className="grid content-start gap-3">
          <h2 id="assignee-heading" className="text-xl font-semibold">
            {d.assigneeHeading}
          </h2>
          <p>
            <strong>{item.assigneeName ?? inboxCopy.list.unassigned}</strong>
          </p>
          <ActionForm action={assignItem} hidden={hidden} className="grid gap-3">
            <label htmlFor="assignee" className="font-medium">
              {d.assignTo}
            </label>
            <select id="assignee" name="assignee" defaultValue={item.assigneeId ?? ""} className={controlClass}>
              <option value="">{inboxCopy.list.unassigned}</option>
              {team.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name} ({person.email})
                </option>
              ))}
            </select>
            <div>
              <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
                {d.assign}
              </button>
            </div>
          </ActionForm>
        </section>
      </div>

      <section aria-labelledby="notes-heading" className="grid gap-3">
        <h2 id="notes-heading" className="text-xl font-semibold">
          {d.notesHeading}
        </h2>
        {item.notes.length === 0 ? (
          <p>{d.noNotes}</p>
        ) : (
          <ol className="grid gap-3">
            {item.notes.map((note) => (
              <li key={note.id} className="rounded border border-ink/20 p-3">
                <p className="text-sm text-ink-muted">
                  {note.staffName}, <time dateTime={note.at.toISOString()}>{shown(note.at)}</time>
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <ActionForm action={addItemNote} hidden={hidden} className="grid max-w-2xl gap-2">
          <label htmlFor="note" className="font-medium">
            {d.noteLabel}
          </label>
          <textarea id="note" name="note" rows={4} className={controlClass} aria-describedby="note-hint" />
          <p id="note-hint" className="text-sm text-ink-muted">
            {d.notesHint(NOTE_MAX_CHARS)}
          </p>
          <div>
            <button type="submit" className={buttonClass({ size: "sm" })}>
              {d.addNote}
            </button>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="mails-heading" className="grid gap-3">
        <h2 id="mails-heading" className="text-xl font-semibold">
          {d.mailsHeading}
        </h2>
        {item.mails.length === 0 ? (
          <p>{d.noMails}</p>
        ) : (
          <ul className="grid gap-3">
            {item.mails.map((mail) => (
              <li key={mail.id} className="rounded border border-ink/20 p-3">
                <p className="break-words">
                  <span className="font-medium">{d.mailColumns.to}:</span> {mail.recipient}
                </p>
                <p className="break-words">
                  <span className="font-medium">{d.mailColumns.subject}:</span> {mail.subject}
                </p>
                <p>
                  <span className="font-medium">{d.mailColumns.status}:</span> {d.mailStatus[mail.status]}
                  {mail.sentAt ? (
                    <>
                      , <time dateTime={mail.sentAt.toISOString()}>{shown(mail.sentAt)}</time>
                    </>
                  ) : null}{" "}
                  ({d.mailColumns.attempts}: {mail.attempts})
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="timeline-heading" className="grid gap-3">
        <h2 id="timeline-heading" className="text-xl font-semibold">
          {d.timelineHeading}
        </h2>
        <ol className="grid gap-2 border-l-2 border-forest/40 pl-4">
          <li>
            <time dateTime={item.receivedAt.toISOString()}>{shown(item.receivedAt)}</time>: {d.timelineReceived}
          </li>
          {item.timeline.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at.toISOString()}>{shown(entry.at)}</time>, {entry.staffName}: {describe(entry)}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="retention-heading" className="grid gap-2">
        <h2 id="retention-heading" className="text-xl font-semibold">
          {d.retentionHeading}
        </h2>
        <p>{item.deletedAfter === "held" ? inboxCopy.retention.held : inboxCopy.retention.on(shown(item.deletedAfter))}</p>
      </section>
    </article>
  );
}

const name = (value: string | null) =>
  value && value in workflowNames ? workflowNames[value as keyof typeof workflowNames] : (value ?? "");

function describe(entry: { action: string; from: string | null; to: string | null }): string {
  const t = inboxCopy.timeline;
  switch (entry.action) {
    case "workflow":
      return t.workflow(name(entry.from), name(entry.to));
    case "assignee":
      return t.assignee(entry.to);
    case "note":
      return t.note;
    case "decision":
      return t.decision(decisionNames[entry.to as keyof typeof decisionNames] ?? entry.to ?? "");
    default:
      return entry.action;
  }
}
