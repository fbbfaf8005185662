import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { casesCopy, caseOutcomeNames, caseStatusNames } from "@content/admin-cases";
import { BackLink } from "@/admin/links";
import { Section } from "@/admin/section";
import { Moment } from "@/admin/timeline";
import { serverEnv } from "@/env";
import { openCase } from "@/server/whistleblowing/officer";
import { casesForRequest } from "@/server/whistleblowing/officer-request";
import { Conversation, ReportSection } from "./case-content";
import { AccessSection, DeadlinesSection, StatusSection } from "./case-state";

type Props = { params: Promise<{ id: string }> };

const d = casesCopy.detail;

/** The case as its officer may see it, opened (and the opening audited) once per request for the title and the page. */
const caseOf = cache(async (id: string) =>
  openCase(await casesForRequest(), id, { retentionMonths: serverEnv().WHISTLEBLOWING_RETENTION_MONTHS }),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await caseOf((await params).id);
  return { title: view ? d.heading(view.reference) : casesCopy.heading };
}

const outcomeName = (outcome: string | null) =>
  outcome && outcome in caseOutcomeNames ? caseOutcomeNames[outcome as keyof typeof caseOutcomeNames] : (outcome ?? "");

/**
 * /admin/cases/[id]: one case, decrypted with the officer's key when they
 * hold a grant for it: the report and its files, the messages with the
 * reporter, the internal notes; its status, deadlines, access and who
 * opened it. Ethics officers only (403 for every other role); an id that is
 * no case is a 404. Each opening is written to the audit log.
 */
export default async function CasePage({ params }: Props) {
  const view = await caseOf((await params).id);
  if (!view) notFound();
  const content = view.content;

  return (
    <article aria-labelledby="case-heading" className="grid gap-8">
      <BackLink href="/admin/cases">{d.back}</BackLink>
      <header className="grid gap-1">
        <h1 id="case-heading" className="font-display text-3xl break-words text-forest">
          {d.heading(view.reference)}
        </h1>
        <p>
          {d.received}: <Moment at={view.receivedAt} />
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

      <DeadlinesSection view={view} now={new Date()} />

      {content && <ReportSection caseId={view.id} content={content} />}

      {content && <Conversation view={view} content={content} />}

      {view.locked !== "no-grant" && <StatusSection view={view} />}
      <AccessSection view={view} />

      <Section id="opened" heading={d.openedHeading}>
        {view.openings.length === 0 ? (
          <p>{d.openedNone}</p>
        ) : (
          <ol className="grid gap-1">
            {view.openings.map((opening, index) => (
              <li key={index}>
                {opening.who}, <Moment at={opening.at} />
              </li>
            ))}
          </ol>
        )}
      </Section>
    </article>
  );
}
