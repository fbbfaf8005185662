import { serverEnv } from "@/env";
import { database } from "@/server/db";
import { localAccessAllowed, notFound } from "@/server/db/local-access";
import { confirmedSubscribers, subscribersCsv } from "@/server/newsletter/export";

export const dynamic = "force-dynamic";

/** `npm run subscribers` while the site runs on PGlite: the confirmed subscribers as CSV, links on the site's SITE_URL. */
export async function GET(request: Request): Promise<Response> {
  if (!localAccessAllowed(request.headers)) return notFound();
  const subscribers = await confirmedSubscribers((await database()).db, serverEnv().SITE_URL);
  return new Response(subscribersCsv(subscribers), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Cache-Control": "no-store", "X-Count": String(subscribers.length) },
  });
}
