import { database } from "@/server/db";
import { oneClickUnsubscribe, showUnsubscribePage } from "@/server/submissions/one-click-unsubscribe";

/** The newsletter's List-Unsubscribe address: GET shows the page that asks; POST is a mail program's one-click unsubscribe. */
export function GET(request: Request): Response {
  return showUnsubscribePage(request);
}

export function POST(request: Request): Promise<Response> {
  return oneClickUnsubscribe(request, { openDb: async () => (await database()).db });
}
