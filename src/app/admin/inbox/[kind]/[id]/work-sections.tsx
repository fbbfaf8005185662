import { DECISION_MESSAGE_MAX_CHARS, NOTE_MAX_CHARS, decisionNames, inboxCopy, workflowNames } from "@content/admin-inbox";
import { ActionForm } from "@/admin/action-form";
import { Section } from "@/admin/section";
import { shown } from "@/admin/time";
import { TextForm } from "@/admin/text-form";
import { EntryList } from "@/admin/timeline";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { MOVES } from "@/server/inbox/changes";
import type { Detail } from "@/server/inbox/detail";
import { addItemNote, assignItem, changeWorkflow, decideApplication } from "../../actions";

// The item's sections where the team acts on it: the decision, the workflow, the assignee and the notes.
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
