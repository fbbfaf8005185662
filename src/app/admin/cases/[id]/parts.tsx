import { CASE_MESSAGE_MAX_CHARS, CASE_NOTE_MAX_CHARS, casesCopy, caseOutcomeNames, caseStatusNames } from "@content/admin-cases";
import { ActionForm } from "@/admin/action-form";
import { Section } from "@/admin/section";
import { shown } from "@/admin/time";
import { TextForm } from "@/admin/text-form";
import { DeadlineList, EntryList, FieldList, Moment } from "@/admin/timeline";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { CASE_MOVES, CASE_OUTCOMES, deadlineState, type OfficerView } from "@/server/whistleblowing/officer";
import type { AttachmentMeta, CaseMessage, OpenedCase } from "@/server/whistleblowing/cases";
import { addNote, changeCaseStatus, grantAccess, messageReporter } from "../actions";

const d = casesCopy.detail;

/** Files as download links: never rendered in the page, never opened inline (the route answers Content-Disposition: attachment). */
export function Files({ caseId, files }: { caseId: number; files: { id: number; meta: AttachmentMeta }[] }) {
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

/** The case's next moves (close with an outcome, reopen), and when a closed case is deleted. */
export function StatusSection({ view }: { view: OfficerView }) {
  const moves = CASE_MOVES[view.status];
  return (
    <Section id="status" heading={d.statusHeading}>
      <ActionForm
        action={changeCaseStatus}
        legend={d.statusHeading}
        hidden={{ id: String(view.id), expected: view.status }}
        className="grid max-w-2xl gap-3"
      >
        {moves.includes("closed") && (
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
          {moves.map((to) => (
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
    </Section>
  );
}

/** Who holds the case's key, and a grant to another officer (by a holder who can read it). */
export function AccessSection({ view }: { view: OfficerView }) {
  return (
    <Section id="access" heading={d.grantHeading}>
      <h3 className="font-medium">{d.holders}</h3>
      <ul className="list-disc pl-6">
        {view.holders.map((holder) => (
          <li key={holder.staffId}>{holder.name}</li>
        ))}
        {view.recoveryHolds && <li>{d.recoveryHolder}</li>}
      </ul>
      {view.content && (
        // One form whether anyone is left to grant or not, so its announced answer outlives the select it replaces.
        <ActionForm action={grantAccess} legend={d.grantHeading} hidden={{ id: String(view.id) }} className="grid max-w-2xl gap-2">
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
    </Section>
  );
}

/** The two promises to the reporter (acknowledge, feed back) and whether each was kept. */
export function DeadlinesSection({ view, now }: { view: OfficerView; now: Date }) {
  const words = casesCopy.deadlines;
  const deadlines = [
    [words.acknowledge, view.deadlines.acknowledgeBy, view.acknowledgedAt ?? view.closedAt],
    [words.feedback, view.deadlines.feedbackBy, view.feedbackAt ?? view.closedAt],
  ] as const;
  return (
    <Section id="deadlines" heading={words.heading} className="gap-2">
      <DeadlineList
        deadlines={deadlines.map(([label, by, metAt]) => {
          const state = deadlineState(by, metAt, now);
          const when = (
            <>
              {words.byWord} <Moment at={by} />
            </>
          );
          return { label, by: when, state: words[state], late: state === "overdue" };
        })}
      />
      <p className="max-w-3xl text-sm text-ink-muted">{words.note}</p>
    </Section>
  );
}

/** The report as the reporter filed it, and its files. */
export function ReportSection({ caseId, content }: { caseId: number; content: OpenedCase }) {
  const fields = Object.entries(content.report as Record<string, unknown>).map(
    ([key, value]) => [key, casesCopy.reportLabels[key] ?? key, typeof value === "string" ? value : ""] as const,
  );
  return (
    <Section id="report" heading={d.reportHeading}>
      <FieldList empty={d.emptyField} fields={fields} />
      <h3 className="text-lg font-semibold">{d.attachmentsHeading}</h3>
      {content.attachments.length === 0 ? <p>{d.noAttachments}</p> : <Files caseId={caseId} files={content.attachments} />}
      <p className="max-w-3xl text-sm text-ink-muted">{d.downloadNote}</p>
    </Section>
  );
}

/** The messages with the reporter and the officers' internal notes, each with its form. */
export function Conversation({ view, content }: { view: OfficerView; content: OpenedCase }) {
  const hidden = { id: String(view.id) };
  const entry = (message: CaseMessage, by: string) => ({
    id: message.id,
    by,
    at: message.at,
    text: message.text,
    own: message.author !== "reporter",
    extra: <Files caseId={view.id} files={message.attachments} />,
  });
  const nameOf = (message: CaseMessage) => view.names[message.staffId ?? ""] ?? "";
  const messages = content.messages.filter((m) => m.author !== "note");
  const notes = content.messages.filter((m) => m.author === "note");
  return (
    <>
      <Section id="messages" heading={d.messagesHeading}>
        <EntryList
          empty={d.noMessages}
          entries={messages.map((m) => entry(m, m.author === "reporter" ? d.fromReporter : d.fromOfficer(nameOf(m))))}
        />
        <TextForm
          action={messageReporter}
          hidden={hidden}
          id="message"
          label={d.messageLabel}
          hint={d.messageHint(CASE_MESSAGE_MAX_CHARS)}
          submit={d.send}
          rows={5}
          maxLength={CASE_MESSAGE_MAX_CHARS}
          required
        />
      </Section>

      <Section id="notes" heading={d.notesHeading}>
        <EntryList empty={d.noNotes} entries={notes.map((n) => entry(n, nameOf(n)))} />
        <TextForm
          action={addNote}
          hidden={hidden}
          id="note"
          label={d.noteLabel}
          hint={d.notesHint(CASE_NOTE_MAX_CHARS)}
          submit={d.addNote}
          maxLength={CASE_NOTE_MAX_CHARS}
          required
        />
      </Section>
    </>
  );
}
