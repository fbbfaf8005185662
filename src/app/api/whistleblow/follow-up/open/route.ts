import { followUpRoute } from "@/server/whistleblowing/follow-up-route";

/** The follow-up page's receipt form: opens the case (a session) or says why not. */
export function POST(request: Request): Promise<Response> {
  return followUpRoute("open", request);
}
