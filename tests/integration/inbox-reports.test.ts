import { describe, expect, it } from "vitest";
import { inboxStates, submissions, type AgentDecision, type InboxWorkflow } from "@/server/db/schema";
import type { InboxContext } from "@/server/inbox/context";
import { queueCounts } from "@/server/inbox/counts";
import { firstAnswerTimes, overdueNow, reportPeriod, weeklySubmissions } from "@/server/inbox/reports";
import type { Role, Staff } from "@/server/staff/roles";
import { useTestDatabase } from "./helpers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Monday, 10:00 in Lagos. */
const NOW = new Date("2026-11-23T09:00:00Z");

const person = (roles: Role[]): Staff => ({ id: roles.join("+") || "nobody", email: "staff@staff.example", name: "Staff", roles });

describe("the reports' numbers (issue 42): weeks on the Lagos clock, time to first answer, overdue, by role", () => {
  const db = useTestDatabase();
  let sequence = 0;
  const as = (roles: Role[]): InboxContext => ({ db: db.db, staff: person(roles), audit: async () => {} });
  const period = reportPeriod(NOW);

  async function seed(
    kind: string,
    at: Date,
    {
      business,
      workflow,
      decision,
      repliedAfter,
    }: { business?: string | null; workflow?: InboxWorkflow; decision?: AgentDecision; repliedAfter?: number } = {},
  ) {
    sequence += 1;
    const [row] = await db.db
      .insert(submissions)
      .values({
        kind,
        reference: `${kind.slice(0, 2).toUpperCase()}-R${String(sequence).padStart(6, "0")}`,
        idempotencyKey: `report-${sequence}`,
        fields: (business === undefined ? { name: "Sample Visitor" } : { business }) as never,
        status: kind === "agent" ? (decision ?? "pending") : "received",
        createdAt: at,
      })
      .returning({ id: submissions.id });
    if (workflow || decision || repliedAfter !== undefined) {
      const moved = workflow && workflow !== "new";
      await db.db.insert(inboxStates).values({
        submissionId: row!.id,
        workflow: workflow ?? "new",
        startedAt: moved ? at : null,
        closedAt: workflow === "done" || workflow === "spam" ? at : null,
        decision: decision ?? null,
        decidedAt: decision ? at : null,
        // Set directly, as the reply from the item will (the column is the contract with it).
        firstRepliedAt: repliedAfter === undefined ? null : new Date(at.getTime() + repliedAfter),
      });
    }
    return row!;
  }

  it("the period: the Lagos weeks from the Monday on or before this day a year ago to this week's Monday", () => {
    expect(period.weeks[0]).toBe("2025-11-17");
    expect(period.weeks.at(-1)).toBe("2026-11-23");
    expect(period.weeks).toHaveLength(54);
    // Monday 00:00 in Lagos is Sunday 23:00 UTC.
    expect(period.from.toISOString()).toBe("2025-11-16T23:00:00.000Z");
    expect(period.months[0]).toBe("2025-11");
    expect(period.months.at(-1)).toBe("2026-11");
    // Late on a Sunday in Lagos is still that week; the year before is out of the report.
    expect(reportPeriod(new Date("2026-11-22T22:59:00Z")).weeks.at(-1)).toBe("2026-11-16");
  });

  it("counts each week's submissions on the Lagos calendar, by business and by decision, without spam or older ones", async () => {
    // Sunday 23:30 in Lagos (22:30 UTC): the week of Monday 16 November.
    await seed("enquiry", new Date("2026-11-22T22:30:00Z"), { business: "commodities" });
    // Monday 00:30 in Lagos (Sunday 23:30 UTC): already the week of 23 November.
    await seed("enquiry", new Date("2026-11-22T23:30:00Z"), { business: "commodities" });
    await seed("enquiry", new Date("2026-11-23T08:00:00Z"), { business: "asset-management" });
    await seed("enquiry", new Date("2026-11-23T08:10:00Z"), { business: null });
    await seed("enquiry", new Date("2026-11-23T08:20:00Z"), { business: "commodities", workflow: "spam" });
    // Before the period's first Monday in Lagos (Sunday 23:59 Lagos time): not counted.
    await seed("enquiry", new Date("2025-11-16T22:59:00Z"), { business: "commodities" });
    await seed("enquiry", new Date("2025-11-16T23:00:00Z"), { business: "commodities" });
    await seed("agent", new Date("2026-11-20T10:00:00Z"), { decision: "approved" });
    await seed("agent", new Date("2026-11-20T11:00:00Z"), { decision: "approved" });
    await seed("agent", new Date("2026-11-20T12:00:00Z"), { decision: "declined" });
    await seed("agent", new Date("2026-11-20T13:00:00Z"));

    const enquiries = await weeklySubmissions(as(["sales"]), period);
    expect(enquiries!.map((r) => [r.week, r.business, r.count])).toEqual([
      ["2025-11-17", "commodities", 1],
      ["2026-11-16", "commodities", 1],
      ...[
        ["2026-11-23", "asset-management", 1],
        ["2026-11-23", "commodities", 1],
        ["2026-11-23", null, 1],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    ]);
    const agents = await weeklySubmissions(as(["agents"]), period, "agent");
    expect(Object.fromEntries(agents!.map((r) => [r.decision ?? "pending", r.count]))).toEqual({ approved: 2, declined: 1, pending: 1 });
    expect(new Set(agents!.map((r) => r.week))).toEqual(new Set(["2026-11-16"]));
  });

  it("the median time to first answer, per month of arrival and over the year; unanswered ones are counted, not timed", async () => {
    await seed("booking", new Date("2026-11-02T09:00:00Z"), { repliedAfter: 1 * HOUR });
    await seed("booking", new Date("2026-11-03T09:00:00Z"), { repliedAfter: 3 * HOUR, workflow: "in_progress" });
    await seed("booking", new Date("2026-11-04T09:00:00Z"), { repliedAfter: 8 * HOUR, workflow: "done" });
    await seed("booking", new Date("2026-11-05T09:00:00Z"));
    // October 31st, 23:30 in Lagos is October; the median of two is their mean.
    await seed("booking", new Date("2026-10-31T22:30:00Z"), { repliedAfter: 2 * HOUR });
    await seed("booking", new Date("2026-10-10T09:00:00Z"), { repliedAfter: 4 * HOUR });
    // Spam is nobody's answer to wait for.
    await seed("booking", new Date("2026-11-06T09:00:00Z"), { workflow: "spam", repliedAfter: 100 * HOUR });

    const times = await firstAnswerTimes(as(["residences"]), period);
    expect(times).toEqual([
      { kind: "booking", month: "2026-10", received: 2, answered: 2, medianSeconds: 3 * 3600 },
      { kind: "booking", month: "2026-11", received: 4, answered: 3, medianSeconds: 3 * 3600 },
      { kind: "booking", month: null, received: 6, answered: 5, medianSeconds: 3 * 3600 },
    ]);
    // Without the months: the year's rows alone (the overview of every team).
    expect(await firstAnswerTimes(as(["residences"]), period, undefined, { byMonth: false })).toEqual(
      times!.filter((t) => t.month === null),
    );
    // None answered: no median rather than zero.
    await seed("contact", new Date("2026-11-05T09:00:00Z"));
    expect(await firstAnswerTimes(as(["marketing"]), period)).toEqual([
      { kind: "contact", month: "2026-11", received: 1, answered: 0, medianSeconds: null },
      { kind: "contact", month: null, received: 1, answered: 0, medianSeconds: null },
    ]);
  });

  it("access requests overdue now, by the late promise, agreeing with the home page's count", async () => {
    // Not acknowledged after 4 days: the acknowledgement is late.
    await seed("dsar", new Date(NOW.getTime() - 4 * DAY));
    // Acknowledged, 40 days old and not resolved: the resolution is late.
    await seed("dsar", new Date(NOW.getTime() - 40 * DAY), { workflow: "in_progress" });
    // Never acknowledged, 40 days old: late on both, overdue once.
    await seed("dsar", new Date(NOW.getTime() - 40 * DAY));
    // Resolved: nothing owed. Two on time.
    await seed("dsar", new Date(NOW.getTime() - 60 * DAY), { workflow: "done" });
    await seed("dsar", new Date(NOW.getTime() - 2 * DAY));
    await seed("dsar", new Date(NOW.getTime() - HOUR), { workflow: "in_progress" });

    const privacy = as(["privacy"]);
    expect(await overdueNow(privacy, NOW)).toEqual({ acknowledgement: 2, resolution: 2, overdue: 3, onTime: 2 });
    expect((await queueCounts(privacy, NOW))[0]!.overdue).toBe(3);
  });

  it("each role counts only its own team's kinds; another team's report answers null", async () => {
    for (const kind of ["enquiry", "booking", "agent", "dsar", "contact", "whistleblow"]) {
      await seed(kind, new Date(NOW.getTime() - DAY), { repliedAfter: HOUR });
    }
    const kindsOf = async (roles: Role[]) => (await weeklySubmissions(as(roles), period))?.map((r) => r.kind) ?? null;
    expect(await kindsOf(["sales"])).toEqual(["enquiry"]);
    expect(await kindsOf(["marketing"])).toEqual(["contact"]);
    expect(new Set(await kindsOf(["sales", "privacy"]))).toEqual(new Set(["enquiry", "dsar"]));
    for (const roles of [[], ["admin"], ["ethics"], ["investors"], ["hr"]] as Role[][]) {
      expect(await kindsOf(roles)).toBeNull();
      expect(await firstAnswerTimes(as(roles), period)).toBeNull();
      expect(await overdueNow(as(roles), NOW)).toBeNull();
    }
    // Naming another team's kind, or one no inbox holds, answers null like one that does not exist.
    expect(await weeklySubmissions(as(["sales"]), period, "booking")).toBeNull();
    expect(await firstAnswerTimes(as(["sales"]), period, "whistleblow")).toBeNull();
    expect(await overdueNow(as(["sales", "marketing"]), NOW)).toBeNull();
    expect((await firstAnswerTimes(as(["sales", "residences"]), period, "booking"))!.map((r) => r.kind)).toEqual(["booking", "booking"]);
  });
});
