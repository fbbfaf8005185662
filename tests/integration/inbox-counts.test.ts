import { describe, expect, it } from "vitest";
import { inboxStates, submissions, wbCases, type CaseStatus, type InboxWorkflow } from "@/server/db/schema";
import type { InboxContext } from "@/server/inbox/context";
import { assignedToMe, caseCounts, queueCounts } from "@/server/inbox/counts";
import { dsarDeadlines } from "@/server/inbox/deadlines";
import { listSubmissions } from "@/server/inbox/list";
import type { Role, Staff } from "@/server/staff/roles";
import { caseDeadlines } from "@/server/whistleblowing/case-clock";
import { useTestDatabase } from "./helpers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date("2026-11-23T09:00:00Z");

const person = (roles: Role[], id = roles.join("+") || "nobody"): Staff => ({
  id,
  email: `${id}@staff.example`,
  name: `Staff ${id}`,
  roles,
});

describe("the home page's counts: what needs each person now, by role", () => {
  const db = useTestDatabase();
  let sequence = 0;
  const as = (staff: Staff): InboxContext => ({ db: db.db, staff, audit: async () => {} });

  /** A submission, with its inbox state when it has moved or been assigned (no row: new, unassigned). */
  async function seed(
    kind: string,
    { at = new Date(NOW.getTime() - HOUR), workflow, assignee }: { at?: Date; workflow?: InboxWorkflow; assignee?: Staff } = {},
  ) {
    sequence += 1;
    const [row] = await db.db
      .insert(submissions)
      .values({
        kind: kind as never,
        reference: `${kind.slice(0, 2).toUpperCase()}-C${String(sequence).padStart(6, "0")}`,
        idempotencyKey: `count-${sequence}`,
        fields: { name: "Sample Visitor", email: "visitor@example.com" } as never,
        status: kind === "agent" ? "pending" : "received",
        createdAt: at,
      })
      .returning({ id: submissions.id, reference: submissions.reference });
    if (workflow || assignee) {
      const moved = workflow && workflow !== "new";
      await db.db.insert(inboxStates).values({
        submissionId: row!.id,
        workflow: workflow ?? "new",
        assigneeId: assignee?.id ?? null,
        assigneeName: assignee?.name ?? null,
        startedAt: moved ? at : null,
        closedAt: workflow === "done" || workflow === "spam" ? at : null,
      });
    }
    return row!;
  }

  it("counts new, in progress and assigned to me per queue; done and spam are in none of them", async () => {
    const sales = person(["sales"], "sales-1");
    const colleague = person(["sales"], "sales-2");
    await seed("enquiry");
    await seed("enquiry", { workflow: "new" });
    await seed("enquiry", { workflow: "in_progress" });
    await seed("enquiry", { workflow: "in_progress", assignee: sales });
    await seed("enquiry", { assignee: sales });
    await seed("enquiry", { workflow: "in_progress", assignee: colleague });
    await seed("enquiry", { workflow: "done", assignee: sales });
    await seed("enquiry", { workflow: "spam" });

    expect(await queueCounts(as(sales), NOW)).toEqual([
      { kind: "enquiry", new: 3, inProgress: 3, overdue: null, nextDeadline: null, mine: 2 },
    ]);
    expect((await queueCounts(as(colleague), NOW))[0]!.mine).toBe(1);
    // Each figure is what its link's filtered list shows.
    const list = async (filters: Parameters<typeof listSubmissions>[2]) =>
      (await listSubmissions(as(sales), "enquiry", filters, NOW))!.total;
    expect(await list({ status: "new" })).toBe(3);
    expect(await list({ status: "in_progress" })).toBe(3);
    expect(await list({ mine: true })).toBe(2);
  });

  it("another team's kinds are never counted nor listed as assigned", async () => {
    const sales = person(["sales"], "sales-1");
    for (const kind of ["booking", "agent", "dsar", "contact", "whistleblow"]) {
      await seed(kind);
      // Even one assigned to this very person (an account that lost a role keeps its old assignments).
      await seed(kind, { workflow: "in_progress", assignee: sales });
    }
    await seed("enquiry");
    const counts = await queueCounts(as(sales), NOW);
    expect(counts.map((q) => q.kind)).toEqual(["enquiry"]);
    expect(counts[0]).toMatchObject({ new: 1, inProgress: 0, mine: 0 });
    expect(await assignedToMe(as(sales))).toEqual([]);
  });

  it("each role sees exactly its own queues; no role, administrators and publishers see none", async () => {
    for (const kind of ["enquiry", "booking", "agent", "dsar", "contact"]) await seed(kind);
    const queues = async (roles: Role[]) => (await queueCounts(as(person(roles)), NOW)).map((q) => [q.kind, q.new]);
    expect(await queues(["sales"])).toEqual([["enquiry", 1]]);
    expect(await queues(["residences"])).toEqual([["booking", 1]]);
    expect(await queues(["agents"])).toEqual([["agent", 1]]);
    expect(await queues(["privacy"])).toEqual([["dsar", 1]]);
    expect(await queues(["marketing"])).toEqual([["contact", 1]]);
    expect(await queues(["sales", "privacy"])).toEqual([
      ["enquiry", 1],
      ["dsar", 1],
    ]);
    for (const roles of [[], ["admin"], ["ethics"], ["investors"], ["hr"]] as Role[][]) expect(await queues(roles)).toEqual([]);
  });

  it("access requests: overdue when a promise is past and unkept, with the soonest deadline still ahead", async () => {
    const privacy = person(["privacy"]);
    // Unacknowledged for 4 days: the 72-hour acknowledgement is late.
    await seed("dsar", { at: new Date(NOW.getTime() - 4 * DAY) });
    // Acknowledged 40 days ago, not resolved: the month is past.
    await seed("dsar", { at: new Date(NOW.getTime() - 40 * DAY), workflow: "in_progress" });
    // Resolved long ago: nothing owed.
    await seed("dsar", { at: new Date(NOW.getTime() - 60 * DAY), workflow: "done" });
    // Two on time: the soonest deadline ahead is the older one's acknowledgement.
    const older = new Date(NOW.getTime() - 2 * DAY);
    await seed("dsar", { at: older });
    await seed("dsar", { at: new Date(NOW.getTime() - HOUR) });

    const [dsar] = await queueCounts(as(privacy), NOW);
    expect(dsar).toMatchObject({ kind: "dsar", new: 3, inProgress: 1, overdue: 2 });
    expect(dsar!.nextDeadline).toEqual(dsarDeadlines(older).acknowledgeBy);
    expect((await listSubmissions(as(privacy), "dsar", { overdue: true }, NOW))!.total).toBe(2);
  });

  it("the assigned-to-me list: open items of the asker's queues, oldest first, with what the list needs to link", async () => {
    const both = person(["sales", "residences"], "both");
    const older = await seed("booking", { at: new Date(NOW.getTime() - 3 * DAY), assignee: both });
    const newer = await seed("enquiry", { at: new Date(NOW.getTime() - DAY), workflow: "in_progress", assignee: both });
    await seed("enquiry", { workflow: "done", assignee: both });
    await seed("enquiry", { workflow: "in_progress", assignee: person(["sales"], "someone-else") });
    const items = await assignedToMe(as(both));
    expect(items.map((i) => [i.id, i.kind, i.reference, i.workflow])).toEqual([
      [older.id, "booking", older.reference, "new"],
      [newer.id, "enquiry", newer.reference, "in_progress"],
    ]);
  });

  it("whistleblowing cases: counted for ethics officers only, by their plain status and dates, nothing decrypted", async () => {
    async function kase(status: CaseStatus, receivedAt: Date, dates: { acknowledgedAt?: Date; feedbackAt?: Date; closedAt?: Date } = {}) {
      sequence += 1;
      await db.db.insert(wbCases).values({
        reference: `WB-C${sequence}`,
        receiptLookup: `lookup-${sequence}`,
        publicKey: "not read by the counts",
        report: Buffer.from("ciphertext the counts never open"),
        status,
        receivedAt,
        ...dates,
      });
    }
    const early = new Date(NOW.getTime() - 10 * DAY);
    await kase("received", early); // acknowledgement (7 days) overdue
    const recent = new Date(NOW.getTime() - 2 * DAY);
    await kase("received", recent); // on time
    await kase("acknowledged", new Date(NOW.getTime() - 100 * DAY), { acknowledgedAt: new Date(NOW.getTime() - 99 * DAY) }); // feedback overdue
    await kase("investigating", new Date(NOW.getTime() - 20 * DAY), {
      acknowledgedAt: new Date(NOW.getTime() - 19 * DAY),
      feedbackAt: new Date(NOW.getTime() - 18 * DAY),
    });
    await kase("closed", new Date(NOW.getTime() - 200 * DAY), { acknowledgedAt: early, closedAt: early });

    expect(await caseCounts(db.db, person(["ethics"]), NOW)).toEqual({
      received: 2,
      acknowledged: 1,
      investigating: 1,
      overdue: 2,
      nextDeadline: caseDeadlines(recent).acknowledgeBy,
    });
    for (const roles of [["admin"], ["privacy"], ["sales", "marketing"], []] as Role[][])
      expect(await caseCounts(db.db, person(roles), NOW)).toBeNull();
  });
});
