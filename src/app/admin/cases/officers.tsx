import { casesCopy } from "@content/admin-cases";
import { buttonClass } from "@/components/ui/button-class";
import { one, type SearchParams } from "@/lib/search-params";
import type { OfficerStanding } from "@/server/whistleblowing/officers";
import { PostForm } from "@/admin/post-form";
import { confirmOfficerAction } from "./actions";

const o = casesCopy.officers;

/** A key's fingerprint as people read it to each other: upper case, in groups of four. */
const spaced = (fingerprint: string) => fingerprint.toUpperCase().replace(/(.{4})(?=.)/g, "$1 ");

/** What the confirm action did, from the address it redirected to. */
function officerNotice(params: SearchParams): { text: string; error: boolean } | null {
  switch (one(params.officers)) {
    case "confirmed":
      return { text: o.confirmed(one(params.who).slice(0, 254)), error: false };
    case "not-confirmed":
      return { text: o.notConfirmedYourself, error: true };
    case "changed":
      return { text: o.changed, error: true };
    case "admin":
      return { text: o.adminRefused, error: true };
    case "refused":
      return { text: o.refused, error: true };
    default:
      return null;
  }
}

/**
 * Separation of duties (issue 41, decision 123): the officers who hold the role but are not yet given
 * new reports, each confirmed by a confirmed officer here; and the viewer's own standing.
 */
export function Officers({ standings, me, params }: { standings: OfficerStanding[]; me: string; params: SearchParams }) {
  const mine = standings.find((s) => s.staffId === me);
  const waiting = standings.filter((s) => !s.confirmed && s.staffId !== me);
  const notice = officerNotice(params);
  return (
    <>
      {mine && !mine.confirmed && (
        <p role="status" className="max-w-3xl rounded border-l-4 border-danger bg-danger/10 px-4 py-3 text-danger">
          {mine.fingerprint ? o.youArePending(spaced(mine.fingerprint)) : o.youHaveNoKey}
        </p>
      )}
      <section aria-labelledby="officers-heading" className="grid max-w-3xl gap-3">
        <h2 id="officers-heading" className="text-xl font-semibold">
          {o.heading}
        </h2>
        <div role="status">
          {notice && (
            <p
              className={`rounded border-l-4 px-4 py-3 ${notice.error ? "border-danger bg-danger/10 text-danger" : "border-green-700 bg-green-50 text-green-900"}`}
            >
              {notice.text}
            </p>
          )}
        </div>
        {waiting.length === 0 ? (
          <p>{o.none}</p>
        ) : (
          <>
            <p>{o.intro}</p>
            <ul className="grid gap-3">
              {waiting.map((officer) => (
                <li key={officer.staffId} className="grid gap-2 rounded border border-ink/20 p-4" data-officer={officer.email}>
                  <p>
                    <span className="font-semibold">{officer.name}</span> <span className="break-all">{officer.email}</span>
                  </p>
                  {officer.fingerprint ? (
                    <>
                      <p className="text-sm">
                        {o.fingerprint}: <span className="font-mono">{spaced(officer.fingerprint)}</span>
                      </p>
                      {mine?.confirmed && (
                        <PostForm action={confirmOfficerAction}>
                          <input type="hidden" name="officer" value={officer.staffId} />
                          <input type="hidden" name="fingerprint" value={officer.fingerprint} />
                          <button type="submit" className={buttonClass({ size: "sm" })} aria-label={o.confirmLabel(officer.email)}>
                            {o.confirm}
                          </button>
                        </PostForm>
                      )}
                    </>
                  ) : (
                    <p className="text-sm">{o.noKeyYet}</p>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
