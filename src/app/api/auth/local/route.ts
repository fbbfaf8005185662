import { z } from "zod";
import { serverEnv } from "@/env";
import { database } from "@/server/db";
import { clientAddress, clientAddressResolved } from "@/server/http/client-address";
import { runStaffCommand, takeCommandSecret } from "@/server/staff/commands";
import { ROLES } from "@/server/staff/roles";
import { ConfirmationError, confirmOfficerByRecovery } from "@/server/whistleblowing/recovery";

/**
 * `npm run staff` (and `npm run ethics -- confirm`) while the site runs (PGlite admits one process per data
 * folder, so the site does the work): only from this machine, and only with
 * the one-time secret the command wrote into the site's private data folder.
 */
const Body = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("add"),
    email: z.email().max(254),
    roles: z.array(z.enum(ROLES)).min(1),
    name: z.string().max(100).optional(),
    secret: z.string(),
    secretId: z.string(),
  }),
  z.object({ command: z.literal("link"), email: z.email().max(254), secret: z.string(), secretId: z.string() }),
  // `npm run ethics -- confirm`: a statement signed with the recovery key, checked here against its public key.
  z.object({ command: z.literal("confirm-officer"), statement: z.string().max(20_000), secret: z.string(), secretId: z.string() }),
]);

const LOOPBACK = new Set(["127.0.0.1", "0:0:0:0::/64"]);

export async function POST(request: Request) {
  if (!clientAddressResolved() || !LOOPBACK.has(clientAddress(request.headers))) return new Response(null, { status: 404 });
  const parsed = Body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ ok: false, error: "invalid" }, { status: 400 });
  const { secret, secretId, ...command } = parsed.data;
  if (!(await takeCommandSecret(serverEnv().DATA_DIR, secretId, secret))) return new Response(null, { status: 404 });
  if (command.command === "confirm-officer") {
    try {
      const confirmed = await confirmOfficerByRecovery(await database(), command.statement);
      return Response.json({ ok: true, ...confirmed }, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      if (error instanceof ConfirmationError)
        return Response.json({ ok: false, error: error.message }, { headers: { "Cache-Control": "no-store" } });
      throw error;
    }
  }
  const result = await runStaffCommand(await database(), serverEnv().SITE_URL, command);
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
