import { database } from "@/server/db";
import { staffAuthFor } from "@/server/staff/auth";

/**
 * better-auth's HTTP endpoints, for the passkey ceremonies only (the browser
 * talks WebAuthn with them). Everything else (password, codes, sign-out) goes
 * through our server actions, which add the limits, the lock and the audit
 * log: no other endpoint of the library is reachable.
 */
async function handler(request: Request): Promise<Response> {
  if (!new URL(request.url).pathname.startsWith("/api/auth/passkey/")) return new Response(null, { status: 404 });
  const auth = await staffAuthFor(await database());
  const response = await auth.handler(request);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export { handler as GET, handler as POST };
