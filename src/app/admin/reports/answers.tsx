import Link from "next/link";
import { inboxKindNames } from "@content/admin-inbox";
import { duration, reportsCopy as r } from "@content/admin-reports";
import { BarChart, ChartWithTable } from "@/admin/charts";
import { DataTable } from "@/admin/data-table";
import type { SubmissionInboxKind } from "@/server/inbox/kinds";
import type { FirstAnswer, OverdueCounts, ReportPeriod } from "@/server/inbox/reports";

// How fast each team first answers: the year's overview and one team's months.

const medianText = (a: FirstAnswer | undefined) => (a?.medianSeconds == null ? r.firstAnswer.none : duration(a.medianSeconds));

export function Overview({
  kinds,
  answers,
  overdue,
}: {
  kinds: SubmissionInboxKind[];
  answers: FirstAnswer[];
  overdue: OverdueCounts | null;
}) {
  const year = new Map(answers.filter((a) => a.month === null).map((a) => [a.kind, a]));
  const o = r.overview;
  return (
    <section aria-labelledby="overview-heading" className="grid gap-3">
      <h2 id="overview-heading" className="text-2xl font-semibold">
        {o.heading}
      </h2>
      <ChartWithTable
        chart={
          <BarChart
            id="chart-median"
            title={o.chartTitle}
            description={o.chartDescription(kinds.map((k) => `${inboxKindNames[k].title}, ${medianText(year.get(k))}`))}
            bars={kinds.map((k) => ({
              key: k,
              label: inboxKindNames[k].title,
              value: year.get(k)?.medianSeconds ?? null,
              text: medianText(year.get(k)),
            }))}
          />
        }
        table={
          <DataTable
            id="table-overview"
            caption={o.caption}
            rows={kinds}
            rowKey={(k) => k}
            columns={[
              {
                label: o.columns.team,
                rowHeader: true,
                cell: (k) => (
                  <Link href={`/admin/reports?team=${k}`} className="font-semibold text-forest underline underline-offset-4">
                    {inboxKindNames[k].title}
                  </Link>
                ),
              },
              { label: o.columns.received, cell: (k) => r.count(year.get(k)?.received ?? 0) },
              { label: o.columns.answered, cell: (k) => r.count(year.get(k)?.answered ?? 0) },
              { label: o.columns.median, cell: (k) => medianText(year.get(k)) },
              {
                label: o.columns.overdue,
                cell: (k) => (k === "dsar" && overdue ? r.count(overdue.overdue) : <span className="text-ink-muted">{o.noDeadlines}</span>),
              },
            ]}
          />
        }
      />
    </section>
  );
}

export function FirstAnswers({ team, period, rows }: { team: string; period: ReportPeriod; rows: FirstAnswer[] }) {
  const f = r.firstAnswer;
  const byMonth = new Map(rows.map((a) => [a.month, a]));
  const year = byMonth.get(null);
  return (
    <section aria-labelledby="first-answer-heading" className="grid gap-3">
      <h3 id="first-answer-heading" className="text-xl font-semibold">
        {f.heading}
      </h3>
      <p>{f.note}</p>
      <ChartWithTable
        chart={
          <BarChart
            id="chart-first-answer"
            title={f.chartTitle(team)}
            description={f.description(
              year?.medianSeconds == null ? null : duration(year.medianSeconds),
              year?.answered ?? 0,
              year?.received ?? 0,
            )}
            bars={period.months.map((month) => ({
              key: month,
              label: r.month(month),
              value: byMonth.get(month)?.medianSeconds ?? null,
              text: medianText(byMonth.get(month)),
            }))}
          />
        }
        table={
          <DataTable
            id="table-first-answer"
            caption={f.caption(team)}
            rows={period.months}
            rowKey={(month) => month}
            columns={[
              { label: f.columns.month, rowHeader: true, cell: (month) => r.month(month) },
              { label: f.columns.received, cell: (month) => r.count(byMonth.get(month)?.received ?? 0) },
              { label: f.columns.answered, cell: (month) => r.count(byMonth.get(month)?.answered ?? 0) },
              { label: f.columns.median, cell: (month) => medianText(byMonth.get(month)) },
            ]}
          />
        }
      />
    </section>
  );
}
