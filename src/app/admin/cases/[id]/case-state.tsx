import { casesCopy, caseOutcomeNames, caseStatusNames } from "@content/admin-cases";
import { ActionForm } from "@/admin/action-form";
import { Section } from "@/admin/section";
import { shown } from "@/admin/time";
import { DeadlineList, Moment } from "@/admin/timeline";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { deadlineState } from "@/lib/deadline-state";
import { CASE_MOVES, CASE_OUTCOMES, type OfficerView } from "@/server/whistleblowing/officer";
import { changeCaseStatus, grantAccess } from "../actions";

// Where the case stands: its status, who holds its key, and the deadlines promised to the reporter.
const d = casesCopy.detail;

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
