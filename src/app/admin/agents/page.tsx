import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { inboxCopy } from "@content/admin-inbox";
import { DataTable } from "@/admin/data-table";
import { ExportLink } from "@/admin/links";
import { Moment } from "@/admin/timeline";
import { approvedAgents } from "@/server/inbox/agents";
import { inboxForRequest } from "@/server/inbox/request";

export const metadata: Metadata = { title: inboxCopy.agents.heading };

const a = inboxCopy.agents;

/** /admin/agents: the approved agents, for the agents and residences teams (anyone else: 404). */
export default async function ApprovedAgents() {
  const agents = await approvedAgents(await inboxForRequest());
  if (!agents) notFound();
  return (
    <section aria-labelledby="agents-heading" className="grid gap-6">
      <h1 id="agents-heading" className="font-display text-3xl text-forest">
        {a.heading}
      </h1>
      <p>{a.intro}</p>
      <p>
        <ExportLink href="/admin/agents/export">{a.export}</ExportLink>
      </p>
      <DataTable
        id="agents"
        caption={a.caption(agents.length)}
        rows={agents}
        rowKey={(agent) => agent.id}
        empty={<p>{a.empty}</p>}
        columns={[
          { label: a.columns.name, cell: (agent) => agent.fullName },
          { label: a.columns.email, cell: (agent) => agent.email },
          { label: a.columns.phone, cell: (agent) => agent.phoneNumber },
          { label: a.columns.approved, cell: (agent) => <Moment at={agent.approvedAt} /> },
          { label: a.columns.reference, className: "font-mono", cell: (agent) => agent.reference },
        ]}
      />
    </section>
  );
}
