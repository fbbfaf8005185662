import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { inboxCopy } from "@content/admin-inbox";
import { buttonClass } from "@/components/ui/button-class";
import { approvedAgents } from "@/server/inbox/agents";
import { inboxForRequest } from "@/server/inbox/request";
import { shown } from "../inbox/_components/time";

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
        <a href="/admin/agents/export" className={buttonClass({ variant: "secondary", size: "sm" })} download>
          {a.export}
        </a>
      </p>
      {agents.length === 0 ? (
        <p>{a.empty}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-labelledby="agents-caption" tabIndex={0}>
          <table className="w-full min-w-[36rem] border-collapse text-left">
            <caption id="agents-caption" className="mb-2 text-left font-medium">
              {a.caption(agents.length)}
            </caption>
            <thead>
              <tr className="border-b border-ink/30">
                {[a.columns.name, a.columns.email, a.columns.phone, a.columns.approved, a.columns.reference].map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {agents.map((agent) => (
                <tr key={agent.id} className="border-b border-ink/10 align-top">
                  <td className="py-2 pr-3 break-words">{agent.fullName}</td>
                  <td className="py-2 pr-3 break-all">{agent.email}</td>
                  <td className="py-2 pr-3">{agent.phoneNumber}</td>
                  <td className="py-2 pr-3">
                    <time dateTime={agent.approvedAt.toISOString()}>{shown(agent.approvedAt)}</time>
                  </td>
                  <td className="py-2 pr-3 font-mono">{agent.reference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
