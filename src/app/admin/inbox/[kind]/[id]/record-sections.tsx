import { decisionNames, inboxCopy, workflowNames } from "@content/admin-inbox";
import { Section } from "@/admin/section";
import { shown } from "@/admin/time";
import { DeadlineList, Moment, Timeline } from "@/admin/timeline";
import { deadlineState } from "@/lib/deadline-state";
import type { Detail, MailStatus, TimelineEntry } from "@/server/inbox/detail";

// The item's record: its e-mails, an access request's deadlines and its timeline.
const d = inboxCopy.detail;

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
function describe(entry: TimelineEntry): string {
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
