import type { Metadata } from "next";
import Link from "next/link";
import { forbidden, notFound } from "next/navigation";
import { inboxKindNames } from "@content/admin-inbox";
import { reportsCopy as r } from "@content/admin-reports";
import { workableKinds, type SubmissionInboxKind } from "@/server/inbox/kinds";
import { firstAnswerTimes, overdueNow, reportPeriod, weeklySubmissions } from "@/server/inbox/reports";
import { inboxForRequest } from "@/server/inbox/request";
import { currentStaff } from "@/server/staff/session";
import { FirstAnswers, Overview } from "./answers";
import { Overdue, Weekly } from "./workload";

type Props = { searchParams: Promise<{ team?: string | string[] }> };

/** The team a request names (`?team=<kind>`), or the first the viewer works; null when they work none or name another's. */
function chosenTeam(kinds: SubmissionInboxKind[], team: string | string[] | undefined): SubmissionInboxKind | null {
  if (team === undefined || team === "") return kinds[0] ?? null;
  return kinds.find((kind) => kind === team) ?? null;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const staff = await currentStaff();
  const kind = staff ? chosenTeam(workableKinds(staff), (await searchParams).team) : null;
  return { title: kind ? `${r.heading}: ${inboxKindNames[kind].title}` : r.heading };
}

/**
 * /admin/reports (issue 42): the viewer's teams at a glance, then one team's
 * numbers (`?team=enquiry`, a plain link): received per week, time to first
 * answer, overdue now. Charts are SVG drawn here (decision 130), each with a
 * table of its numbers. Someone who works no team's submissions gets 403;
 * another team's name 404, as an inbox of another team.
 */
export default async function Reports({ searchParams }: Props) {
  const ctx = await inboxForRequest();
  const kinds = workableKinds(ctx.staff);
  if (kinds.length === 0) forbidden();
  const kind = chosenTeam(kinds, (await searchParams).team);
  if (!kind) notFound();
  const now = new Date();
  const period = reportPeriod(now);
  const [weekly, overview, answers, overdue] = await Promise.all([
    weeklySubmissions(ctx, period, kind),
    firstAnswerTimes(ctx, period, undefined, { byMonth: false }),
    firstAnswerTimes(ctx, period, kind),
    kinds.includes("dsar") ? overdueNow(ctx, now) : null,
  ]);
  const team = inboxKindNames[kind].title;

  return (
    <section aria-labelledby="reports-heading" className="grid gap-8">
      <h1 id="reports-heading" className="font-display text-3xl text-forest">
        {r.heading}
      </h1>
      <p>{r.intro}</p>
      <Overview kinds={kinds} answers={overview ?? []} overdue={overdue} />

      {kinds.length > 1 && (
        <nav aria-label={r.teamsNav}>
          <ul className="flex flex-wrap gap-3">
            {kinds.map((k) => (
              <li key={k}>
                <Link
                  href={`/admin/reports?team=${k}`}
                  aria-current={k === kind ? "page" : undefined}
                  className="inline-block rounded border border-forest/40 px-3 py-1.5 font-medium text-forest underline-offset-4 hover:underline aria-[current=page]:bg-forest aria-[current=page]:text-white"
                >
                  {inboxKindNames[k].title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section aria-labelledby="team-heading" className="grid gap-8">
        <h2 id="team-heading" className="text-2xl font-semibold">
          {r.teamHeading(team)}
        </h2>
        <Weekly kind={kind} team={team} period={period} rows={weekly ?? []} />
        <FirstAnswers team={team} period={period} rows={answers ?? []} />
        <Overdue kind={kind} overdue={overdue} />
      </section>
    </section>
  );
}
