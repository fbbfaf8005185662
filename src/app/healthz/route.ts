import { database } from "@/server/db";
import { outboxHealth } from "@/server/mail/outbox";

export const dynamic = "force-dynamic";

/**
 * For nginx and the service units (docs/deploy.md): 200 while the database
 * answers, with the outbox's backlog (pending e-mails and the oldest one's
 * age in seconds, for monitoring: mail waiting on a mail server does not take
 * an instance out of rotation); 503 when the database does not answer.
 */
export async function GET(): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  try {
    const { db } = await database();
    const outbox = await outboxHealth(db);
    return Response.json({ status: "ok", database: "reachable", outbox }, { headers });
  } catch {
    return Response.json({ status: "unavailable", database: "unreachable" }, { status: 503, headers });
  }
}
