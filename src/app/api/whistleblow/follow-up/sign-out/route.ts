import { followUpRoute } from "@/server/whistleblowing/follow-up-route";

/** The follow-up page's sign-out button. */
export function POST(request: Request): Promise<Response> {
  return followUpRoute("sign-out", request);
}
