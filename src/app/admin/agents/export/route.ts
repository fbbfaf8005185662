import { toCsv } from "@/server/csv";
import { exportApprovedAgents } from "@/server/inbox/agents";
import { inboxForRequest } from "@/server/inbox/request";
import { csvResponse } from "@/admin/csv-response";

/** GET /admin/agents/export: the approved agents as CSV, for the agents and residences teams (anyone else: 404). */
export async function GET(): Promise<Response> {
  const exported = await exportApprovedAgents(await inboxForRequest());
  if (!exported) return new Response(null, { status: 404 });
  return csvResponse(toCsv(exported.header, exported.rows), `approved-agents-${new Date().toISOString().slice(0, 10)}.csv`);
}
