import { followUpRoute } from "@/server/whistleblowing/follow-up-route";

/** The follow-up page's message form (multipart: a message and up to five files). */
export function POST(request: Request): Promise<Response> {
  return followUpRoute("post", request);
}
