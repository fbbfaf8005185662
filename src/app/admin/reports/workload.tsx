import { reportsCopy as r } from "@content/admin-reports";
import { BarChart, ChartWithTable, ColumnChart, type ChartColumn, type ChartSeries } from "@/admin/charts";
import { DataTable } from "@/admin/data-table";
import { lagosDay } from "@/lib/lagos-clock";
import type { SubmissionInboxKind } from "@/server/inbox/kinds";
import type { OverdueCounts, ReportPeriod, WeeklyCount } from "@/server/inbox/reports";

// How much comes in, week by week, and what is late.

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
