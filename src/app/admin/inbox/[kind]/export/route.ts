import { inboxCopy } from "@content/admin-inbox";
import { serverEnv } from "@/env";
import { confirmedSubscribers, subscribersCsv } from "@/server/newsletter/export";
import { toCsv } from "@/server/csv";
import { exportSubmissions } from "@/server/inbox/export";
import { exportSubscribers } from "@/server/inbox/newsletter";
import { inboxForRequest } from "@/server/inbox/request";
import { parseFilters } from "@/server/inbox/filters";
import { csvResponse } from "@/admin/csv-response";

/**
 * GET /admin/inbox/[kind]/export?…filters: the filtered list as CSV (every
 * matching item, not one page); the newsletter's confirmed subscribers as
 * `npm run subscribers` writes them. A kind the viewer does not work is a
 * 404; each export is written to the audit log.
 */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }): Promise<Response> {
  const { kind } = await params;
  const ctx = await inboxForRequest();
  const day = new Date().toISOString().slice(0, 10);
  if (kind === "newsletter") {
    const exported = await exportSubscribers(ctx, async (db) => {
      const subscribers = await confirmedSubscribers(db, serverEnv().SITE_URL);
      return { csv: subscribersCsv(subscribers), count: subscribers.length };
    });
    return exported ? csvResponse(exported.csv, `subscribers-${day}.csv`) : new Response(null, { status: 404 });
  }
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const { filters } = parseFilters(search);
  const exported = await exportSubmissions(ctx, kind, filters, inboxCopy.csv);
  if (!exported) return new Response(null, { status: 404 });
  return csvResponse(toCsv(exported.header, exported.rows), `${kind}-${day}.csv`);
}
