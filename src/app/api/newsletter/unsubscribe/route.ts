import { database } from "@/server/db";
import { clientAddress } from "@/server/http/client-address";
import { tokenLimiter } from "@/server/newsletter/token-guard";
import { oneClickUnsubscribe, showUnsubscribePage } from "@/server/newsletter/one-click";

/** The newsletter's List-Unsubscribe address: GET shows the page that asks; POST is a mail program's one-click unsubscribe. */
export function GET(request: Request): Response {
  return showUnsubscribePage(request);
}

export function POST(request: Request): Promise<Response> {
  return oneClickUnsubscribe(request, {
    open: async () => {
      const db = await database();
      return { db: db.db, limiter: tokenLimiter(db) };
    },
    clientKey: clientAddress(request.headers),
  });
}
