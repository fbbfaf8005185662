import { database } from "@/server/db";
import { localAccessAllowed, notFound } from "@/server/db/local-access";
import { outboxStats, requeueFailed } from "@/server/mail/outbox";

export const dynamic = "force-dynamic";

/** `npm run outbox` while the site runs on PGlite (one process per folder): the outbox's counts. */
export async function GET(request: Request): Promise<Response> {
  if (!localAccessAllowed(request.headers)) return notFound();
  return Response.json(await outboxStats((await database()).db), { headers: { "Cache-Control": "no-store" } });
}

/** `npm run outbox -- --retry-failed` through the running site: queues the failed rows again. */
export async function POST(request: Request): Promise<Response> {
  if (!localAccessAllowed(request.headers)) return notFound();
  return Response.json({ requeued: await requeueFailed((await database()).db) }, { headers: { "Cache-Control": "no-store" } });
}
