import Link from "next/link";
import { admin } from "@content/admin";
import { assignedToMe, caseCounts, queueCounts } from "@/server/inbox/counts";
import { inboxForRequest } from "@/server/inbox/request";
import { navFor } from "@/server/staff/nav";
import { AssignedTable, CaseTable, QueueTable } from "./home";

const h = admin.home;

/** /admin: what needs the signed-in person now, queue by queue, what is assigned to them, and where their roles let them work. */
export default async function AdminHome() {
  const ctx = await inboxForRequest();
  const { staff } = ctx;
  const now = new Date();
  const [queues, cases, assigned] = await Promise.all([queueCounts(ctx, now), caseCounts(ctx.db, staff, now), assignedToMe(ctx)]);
  const entries = navFor(staff).filter((entry) => entry.href !== "/admin");
  return (
    <section aria-labelledby="admin-home-heading" className="grid gap-8">
      <h1 id="admin-home-heading" className="font-display text-3xl text-forest">
        {h.heading}
      </h1>
      <p>{h.intro}</p>
      {staff.roles.length === 0 ? (
        <p role="status">{h.nothing}</p>
      ) : (
        <p>
          {h.yourRoles}: {staff.roles.map((role) => admin.roles[role]).join(", ")}
        </p>
      )}

      {(queues.length > 0 || cases) && (
        <section aria-labelledby="queues-heading" className="grid gap-4">
          <h2 id="queues-heading" className="text-xl font-semibold">
            {h.queuesHeading}
          </h2>
          {queues.length > 0 && <QueueTable queues={queues} />}
          {cases && <CaseTable cases={cases} />}
        </section>
      )}

      {queues.length > 0 && (
        <section aria-labelledby="assigned-heading" className="grid gap-4">
          <h2 id="assigned-heading" className="text-xl font-semibold">
            {h.assignedHeading}
          </h2>
          <AssignedTable assigned={assigned} />
        </section>
      )}

      {entries.length > 0 && (
        <nav aria-labelledby="other-pages-heading" className="grid gap-3">
          <h2 id="other-pages-heading" className="text-xl font-semibold">
            {h.otherPages}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {entries.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} className="block rounded border border-ink/20 p-4 font-semibold text-forest hover:bg-sand-200">
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
