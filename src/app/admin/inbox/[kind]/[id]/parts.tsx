import { randomUUID } from "node:crypto";
import type { ComponentProps } from "react";
import Link from "next/link";
import { DECISION_MESSAGE_MAX_CHARS, NOTE_MAX_CHARS, decisionNames, inboxCopy, workflowNames } from "@content/admin-inbox";
import { ActionForm } from "@/admin/action-form";
import { Section } from "@/admin/section";
import { shown } from "@/admin/time";
import { TextForm } from "@/admin/text-form";
import { DeadlineList, EntryList, Moment, Timeline } from "@/admin/timeline";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { deadlineState } from "@/server/inbox/deadlines";
import { MOVES } from "@/server/inbox/changes";
import type { Detail, MailStatus, Reply, TimelineEntry } from "@/server/inbox/detail";
import type { SubmissionInboxKind } from "@/server/inbox/kinds";
import type { ReplyTeam, SavedReply } from "@/server/inbox/replies";
import { addItemNote, assignItem, changeWorkflow, decideApplication, sendItemReply } from "../../actions";
import { ReplyForm } from "./reply-form";

const d = inboxCopy.detail;
const a = inboxCopy.agents;

/**
 * An agent application's answer: approve or decline with a message, or what was decided. A decided application
 * has no form (an empty one would be a form with nothing to fill); what was decided is said in a live region
 * present in both states, so deciding is announced although the form that announced it is gone.
 */
export function DecisionSection({ item }: { item: Detail }) {
  return (
    <Section id="decision" heading={a.decisionHeading}>
      <div role="status" aria-live="polite">
        {item.decision && <p>{a.decided(decisionNames[item.decision], shown(item.decidedAt ?? item.receivedAt))}</p>}
      </div>
      {!item.decision && (
        <ActionForm action={decideApplication} legend={a.decisionHeading} hidden={{ id: String(item.id) }} className="grid max-w-2xl gap-3">
          <label htmlFor="decision-message" className="font-medium">
            {a.messageLabel}
          </label>
          <textarea id="decision-message" name="message" rows={4} className={controlClass} aria-describedby="decision-message-hint" />
          <p id="decision-message-hint" className="text-sm text-ink-muted">
            {a.messageHint(DECISION_MESSAGE_MAX_CHARS)}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="decision" value="approved" className={buttonClass({ size: "sm" })}>
              {a.approve}
            </button>
            <button type="submit" name="decision" value="declined" className={buttonClass({ variant: "secondary", size: "sm" })}>
              {a.decline}
            </button>
          </div>
        </ActionForm>
      )}
    </Section>
  );
}

/** The item's status and the moves from it. */
export function WorkflowSection({ kind, item }: { kind: string; item: Detail }) {
  const label = (to: keyof typeof workflowNames) =>
    item.workflow === "done" && to === "in_progress"
      ? d.reopen
      : item.workflow === "spam" && to === "new"
        ? d.notSpam
        : d.moveTo(workflowNames[to]);
  return (
    <Section id="workflow" heading={d.workflowHeading} className="content-start">
      <p>
        {d.currentStatus}: <strong>{workflowNames[item.workflow]}</strong>
      </p>
      <ActionForm
        action={changeWorkflow}
        legend={d.workflowHeading}
        hidden={{ kind, id: String(item.id), expected: item.workflow }}
        className="grid gap-3"
      >
        <div className="flex flex-wrap gap-3">
          {MOVES[item.workflow].map((to) => (
            <button
              key={to}
              type="submit"
              name="to"
              value={to}
              className={buttonClass({ variant: to === "spam" ? "secondary" : "primary", size: "sm" })}
            >
              {label(to)}
            </button>
          ))}
        </div>
      </ActionForm>
    </Section>
  );
}

/** Who works the item, and whom it can be given to. */
export function AssigneeSection({ kind, item, team }: { kind: string; item: Detail; team: { id: string; name: string; email: string }[] }) {
  return (
    <Section id="assignee" heading={d.assigneeHeading} className="content-start">
      <p>
        <strong>{item.assigneeName ?? inboxCopy.list.unassigned}</strong>
      </p>
      <ActionForm action={assignItem} legend={d.assigneeHeading} hidden={{ kind, id: String(item.id) }} className="grid gap-3">
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
    </Section>
  );
}

/** The e-mails sent about the item and whether each was delivered. */
export function MailList({ mails }: { mails: MailStatus[] }) {
  if (mails.length === 0) return <p>{d.noMails}</p>;
  const c = d.mailColumns;
  return (
    <ul className="grid gap-3">
      {mails.map((mail) => (
        <li key={mail.id} className="rounded border border-ink/20 p-3">
          <p className="break-words">
            <span className="font-medium">{c.to}:</span> {mail.recipient}
          </p>
          <p className="break-words">
            <span className="font-medium">{c.subject}:</span> {mail.subject}
          </p>
          <p>
            <span className="font-medium">{c.status}:</span> {d.mailStatus[mail.status]}
            {mail.sentAt ? (
              <>
                , <Moment at={mail.sentAt} />
              </>
            ) : null}{" "}
            ({c.attempts}: {mail.attempts})
          </p>
        </li>
      ))}
    </ul>
  );
}

const name = (value: string | null) =>
  value && value in workflowNames ? workflowNames[value as keyof typeof workflowNames] : (value ?? "");

/** A timeline entry in words: "Status: New → In progress". */
export function describe(entry: TimelineEntry): string {
  const t = inboxCopy.timeline;
  switch (entry.action) {
    case "workflow":
      return t.workflow(name(entry.from), name(entry.to));
    case "assignee":
      return t.assignee(entry.to);
    case "note":
      return t.note;
    case "reply":
      return entry.to ? t.replyWithFile(entry.to) : t.reply;
    case "decision":
      return t.decision(decisionNames[entry.to as keyof typeof decisionNames] ?? entry.to ?? "");
    default:
      return entry.action;
  }
}

/** An access request's two deadlines (acknowledge, resolve) and whether each was met. */
export function AccessRequestDeadlines({ item, now }: { item: Detail; now: Date }) {
  const dsar = inboxCopy.dsar;
  if (!item.deadlines) return null;
  const deadlines = [
    [dsar.acknowledge, item.deadlines.acknowledgeBy, item.startedAt],
    [dsar.resolve, item.deadlines.resolveBy, item.closedAt],
  ] as const;
  return (
    <Section id="deadlines" heading={dsar.heading} className="gap-2">
      <DeadlineList
        deadlines={deadlines.map(([label, by, metAt]) => {
          const state = deadlineState(by, metAt, now);
          return { label, by: dsar.by(shown(by)), state: dsar[state], late: state === "overdue" };
        })}
      />
      <p className="text-sm text-ink-muted">{dsar.note}</p>
    </Section>
  );
}

/** The answers sent to the visitor from the item, each with its delivery. */
export function ReplyList({ replies }: { replies: Reply[] }) {
  const r = inboxCopy.reply;
  return (
    <EntryList
      empty={r.noneSent}
      entries={replies.map((reply) => ({
        id: reply.id,
        by: reply.staffName,
        at: reply.at,
        text: reply.body,
        extra: reply.delivery ? (
          <p className="mt-1 text-sm">
            {r.delivery(d.mailStatus[reply.delivery.status])}
            {reply.delivery.sentAt ? (
              <>
                , <Moment at={reply.delivery.sentAt} />
              </>
            ) : null}
          </p>
        ) : null,
      }))}
    />
  );
}

/** Answering the visitor by e-mail (when they gave an address and the item is not spam), and the answers sent. */
export function ReplySection({
  kind,
  item,
  saved,
  sender,
  visitor,
  attach,
}: {
  kind: SubmissionInboxKind;
  item: Detail;
  saved: SavedReply[];
  sender: ReplyTeam;
  visitor: string | null;
  /** An access request's file field (ReplyForm's `attach`). */
  attach?: ComponentProps<typeof ReplyForm>["attach"];
}) {
  const r = inboxCopy.reply;
  return (
    <Section id="reply" heading={r.heading}>
      {!visitor ? (
        <p>{r.noAddress}</p>
      ) : item.workflow === "spam" ? (
        <p>{r.spam}</p>
      ) : (
        <ReplyForm
          action={sendItemReply}
          kind={kind}
          id={String(item.id)}
          token={randomUUID()}
          reference={item.reference}
          team={sender.name}
          from={sender.from}
          to={visitor}
          replyTo={sender.mailbox}
          saved={saved.map(({ id, title, body }) => ({ id, title, body }))}
          attach={attach}
        />
      )}
      <p>
        <Link href={`/admin/inbox/${kind}/saved-replies`} className="text-forest underline underline-offset-4">
          {r.manageSaved}
        </Link>
      </p>
      <h3 className="font-semibold">{r.sentHeading}</h3>
      <ReplyList replies={item.replies} />
    </Section>
  );
}

/** The team's notes on the item, and a form to add one. */
export function NotesSection({ kind, item }: { kind: string; item: Detail }) {
  return (
    <Section id="notes" heading={d.notesHeading}>
      <EntryList
        empty={d.noNotes}
        entries={item.notes.map((note) => ({ id: note.id, by: note.staffName, at: note.at, text: note.body }))}
      />
      <TextForm
        action={addItemNote}
        hidden={{ kind, id: String(item.id) }}
        id="note"
        label={d.noteLabel}
        hint={d.notesHint(NOTE_MAX_CHARS)}
        submit={d.addNote}
      />
    </Section>
  );
}

/** What happened to the item, in order: received, each step taken, and when each answer reached the visitor's mail server. */
export function TimelineSection({ item }: { item: Detail }) {
  const timeline = [
    ...item.timeline.map((entry) => ({ at: entry.at, text: `, ${entry.staffName}: ${describe(entry)}` })),
    ...item.replies.flatMap((reply) =>
      reply.delivery?.status === "sent" && reply.delivery.sentAt
        ? [{ at: reply.delivery.sentAt, text: `: ${inboxCopy.timeline.replyDelivered}` }]
        : [],
    ),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <Section id="timeline" heading={d.timelineHeading}>
      <Timeline entries={[{ at: item.receivedAt, text: `: ${d.timelineReceived}` }, ...timeline]} />
    </Section>
  );
}
