import Link from "next/link";
import { inboxKindNames } from "@content/admin-inbox";
import { duration, reportsCopy as r } from "@content/admin-reports";
import { BarChart, ChartWithTable, ColumnChart, type ChartColumn, type ChartSeries } from "@/admin/charts";
import { DataTable } from "@/admin/data-table";
import { lagosDay } from "@/lib/lagos-clock";
import type { SubmissionInboxKind } from "@/server/inbox/kinds";
import type { FirstAnswer, OverdueCounts, ReportPeriod, WeeklyCount } from "@/server/inbox/reports";

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

/** The series a team's weeks are split into: an enquiry's business, an application's decision, else one. */
function seriesOf(kind: SubmissionInboxKind, team: string): { series: ChartSeries[]; keyOf: (row: WeeklyCount) => string } {
  const w = r.weekly;
  if (kind === "enquiry") {
    return {
      series: Object.entries(w.business).map(([key, label]) => ({ key, label })),
      keyOf: (row) => (row.business && row.business in w.business ? row.business : "none"),
    };
  }
  if (kind === "agent") {
    return { series: Object.entries(w.decision).map(([key, label]) => ({ key, label })), keyOf: (row) => row.decision ?? "pending" };
  }
  return { series: [{ key: "all", label: team }], keyOf: () => "all" };
}

export function Weekly({
  kind,
  team,
  period,
  rows,
}: {
  kind: SubmissionInboxKind;
  team: string;
  period: ReportPeriod;
  rows: WeeklyCount[];
}) {
  const w = r.weekly;
  const { series, keyOf } = seriesOf(kind, team);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(`${row.week}|${keyOf(row)}`, (counts.get(`${row.week}|${keyOf(row)}`) ?? 0) + row.count);
  const value = (week: string, s: string) => counts.get(`${week}|${s}`) ?? 0;
  const total = (week: string) => series.reduce((sum, s) => sum + value(week, s.key), 0);
  // A month is named under its first week; the first column's month only when its first week is early enough
  // not to run into the next month's name. The year goes under the first name and under each January.
  const monthOf = (index: number) => period.weeks[index]!.slice(0, 7);
  const named = period.weeks.map((week, index) => (index === 0 ? Number(week.slice(8)) <= 10 : monthOf(index - 1) !== monthOf(index)));
  const firstNamed = named.indexOf(true);
  const columns: ChartColumn[] = period.weeks.map((week, index) => {
    const month = monthOf(index);
    return {
      key: week,
      label: w.weekLabel(lagosDay(week)),
      tick: named[index] ? [r.monthTick(month), index === firstNamed || month.endsWith("-01") ? month.slice(0, 4) : undefined] : undefined,
    };
  });
  const sum = period.weeks.reduce((n, week) => n + total(week), 0);
  const busiest = period.weeks.reduce<string | null>((best, week) => (total(week) > (best ? total(best) : 0) ? week : best), null);
  const parts = series.map((s) => `${s.label} ${r.count(period.weeks.reduce((n, week) => n + value(week, s.key), 0))}`);
  return (
    <section aria-labelledby="weekly-heading" className="grid gap-3">
      <h3 id="weekly-heading" className="text-xl font-semibold">
        {w.heading}
      </h3>
      {kind === "enquiry" && <p>{w.salesNote}</p>}
      {kind === "agent" && <p>{w.agentsNote}</p>}
      <ChartWithTable
        below
        chart={
          <ColumnChart
            id="chart-weekly"
            title={w.chartTitle(team)}
            description={w.description(sum, period.weeks.length, busiest && w.busiest(lagosDay(busiest), total(busiest)), parts)}
            columns={columns}
            series={series}
            value={value}
          />
        }
        table={
          <DataTable
            id="table-weekly"
            caption={w.caption(team)}
            rows={period.weeks}
            rowKey={(week) => week}
            maxHeight="28rem"
            columns={[
              { label: w.week, rowHeader: true, className: "whitespace-nowrap", cell: (week) => r.shortDay(week) },
              ...(series.length > 1 ? series.map((s) => ({ label: s.label, cell: (week: string) => r.count(value(week, s.key)) })) : []),
              { label: w.total, cell: (week) => r.count(total(week)) },
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

const OVERDUE_ROWS = ["overdue", "acknowledgement", "resolution", "onTime"] as const;

export function Overdue({ kind, overdue }: { kind: SubmissionInboxKind; overdue: OverdueCounts | null }) {
  const o = r.overdue;
  return (
    <section aria-labelledby="overdue-heading" className="grid gap-3">
      <h3 id="overdue-heading" className="text-xl font-semibold">
        {o.heading}
      </h3>
      {kind !== "dsar" || !overdue ? (
        <p>{o.none}</p>
      ) : (
        <>
          <p>{o.note}</p>
          <ChartWithTable
            chart={
              <BarChart
                id="chart-overdue"
                title={o.chartTitle}
                description={o.description(overdue.overdue, overdue.onTime)}
                bars={OVERDUE_ROWS.map((key) => ({ key, label: o.rows[key], value: overdue[key], text: r.count(overdue[key]) }))}
              />
            }
            table={
              <DataTable
                id="table-overdue"
                caption={o.caption}
                rows={[...OVERDUE_ROWS]}
                rowKey={(key) => key}
                columns={[
                  { label: o.columns.state, rowHeader: true, cell: (key) => o.rows[key] },
                  { label: o.columns.count, cell: (key) => r.count(overdue[key]) },
                ]}
              />
            }
          />
        </>
      )}
    </section>
  );
}
