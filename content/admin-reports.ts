/**
 * Every word of the back office's reports (issue 42, /admin/reports): each
 * team's submissions per week, the time to first answer and what is overdue.
 */

const count = (n: number) => n.toLocaleString("en-GB");

/** A wait as a person says it: "45 min", "3 h 05 min", "2 days 4 h". */
export function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}

export const reportsCopy = {
  nav: "Reports",
  heading: "Reports",
  intro:
    "Each team's last 12 months, week by week on the Lagos calendar (weeks start on Monday). Items marked spam are not counted. Every chart has a table of the same numbers beside it.",
  teamsNav: "Teams",
  teamHeading: (team: string) => `${team}: the last 12 months`,
  overview: {
    heading: "Your teams at a glance",
    chartTitle: "Median time to first answer, by team, over the last 12 months",
    chartDescription: (parts: string[]) => `Median time from arrival to the first reply: ${parts.join("; ")}.`,
    caption: "Your teams over the last 12 months",
    columns: {
      team: "Team",
      received: "Received",
      answered: "Answered from the item",
      median: "Median time to first answer",
      overdue: "Overdue now",
    },
    noDeadlines: "No deadlines",
  },
  weekly: {
    heading: "Received per week",
    chartTitle: (team: string) => `${team} received per week, last 12 months`,
    description: (total: number, weeks: number, busiest: string | null, parts: string[]) =>
      `${count(total)} in ${weeks} weeks${parts.length > 1 ? ` (${parts.join(", ")})` : ""}.${busiest ? ` Busiest: ${busiest}.` : ""}`,
    busiest: (week: string, n: number) => `the week of ${week}, ${count(n)}`,
    caption: (team: string) => `${team} received per week (week starting Monday, Lagos calendar)`,
    week: "Week of",
    weekLabel: (week: string) => `Week of ${week}`,
    total: "Total",
    /** An enquiry's business, as the form names it; the series of the sales team's chart. */
    business: { "asset-management": "Assets Management", commodities: "Commodities", none: "No business named" } as Record<string, string>,
    /** An agent application's decision; the series of the agents team's chart. */
    decision: { approved: "Approved", declined: "Declined", pending: "Awaiting a decision" },
    agentsNote: "Each week's applications by the decision they have had since: the approvals among them.",
    salesNote: "Each week's enquiries by the business they were sent to.",
  },
  firstAnswer: {
    heading: "Time to first answer",
    note: "From a submission's arrival to the team's first reply from the item, by month of arrival. Submissions not answered yet are counted, not timed.",
    chartTitle: (team: string) => `${team}: median time to first answer, by month of arrival`,
    description: (median: string | null, answered: number, received: number) =>
      `${median ? `Median over the 12 months: ${median}` : "None answered from the item yet"}; ${count(answered)} of ${count(received)} answered.`,
    caption: (team: string) => `${team}: time to first answer by month of arrival`,
    columns: { month: "Month", received: "Received", answered: "Answered", median: "Median time to first answer" },
    none: "none answered",
  },
  overdue: {
    heading: "Overdue now",
    chartTitle: "Access requests by deadline, now",
    description: (overdue: number, onTime: number) => `${count(overdue)} overdue, ${count(onTime)} open on time.`,
    caption: "Access requests by deadline, now",
    columns: { state: "Deadline", count: "Requests" },
    rows: {
      overdue: "Overdue (either deadline)",
      acknowledgement: "Acknowledgement late (72 hours)",
      resolution: "Resolution late (one month)",
      onTime: "Open, within both deadlines",
    },
    note: "A request late on both deadlines counts once in “Overdue”, and in each of the two lines below it.",
    none: "Only access requests carry deadlines: nothing of this team's can be overdue.",
  },
  /** A week's Monday (YYYY-MM-DD) in the weekly table: "24 Nov 2025". */
  shortDay: (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  /** A month (YYYY-MM) in words: "November 2026". */
  month: (month: string) =>
    new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }),
  /** A month's short name under the weekly axis, with its year when it is January or the first. */
  monthTick: (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-GB", { month: "short", timeZone: "UTC" }),
  count,
} as const;
