import "server-only";
import { headers } from "next/headers";
import { database } from "../db";
import { clientAddress } from "../http/client-address";
import { writeAudit, type AuditEntry } from "./audit-log";

export { writeAudit, type AuditEntry };

/** Writes an audit entry for the current request (server components, actions, route handlers). */
export async function audit(entry: AuditEntry): Promise<void> {
  let address = entry.address ?? null;
  if (address === null) {
    try {
      address = clientAddress(await headers());
    } catch {
      // Outside a request (a command line): no address.
    }
  }
  await writeAudit(await database(), { ...entry, address });
}
