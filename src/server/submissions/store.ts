import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { submissions } from "../db/schema";
import { queueMail, type OutboxMail } from "../mail/outbox";
import { visitorMailAllowed } from "../mail/visitor-budget";
import { newReference } from "./guard";

export type StoreInput = {
  kind: string;
  referencePrefix: string;
  fields: Record<string, unknown>;
  idempotencyKey: string;
  status?: string;
  /** When the submission arrived: its row's and its e-mails' time (the e-mails' Date, a DSAR's deadlines). */
  receivedAt?: Date;
  /** The e-mails to queue, given the submission's reference and arrival. */
  mails: (reference: string, receivedAt: Date) => OutboxMail[];
};

/**
 * One transaction: the submission row and its outbox rows. A second call with
 * the same idempotency key stores nothing and answers the first reference.
 * A confirmation to the visitor's address is left out when that address has
 * had its day's visitor e-mails (visitor-budget.ts); the team's never is.
 */
export async function storeSubmission(db: Db, input: StoreInput): Promise<{ reference: string; created: boolean }> {
  const receivedAt = input.receivedAt ?? new Date();
  return db.transaction(async (tx) => {
    const reference = newReference(input.referencePrefix);
    const [row] = await tx
      .insert(submissions)
      .values({
        kind: input.kind,
        reference,
        idempotencyKey: input.idempotencyKey,
        fields: input.fields,
        status: input.status ?? "received",
        createdAt: receivedAt,
      })
      .onConflictDoNothing({ target: submissions.idempotencyKey })
      .returning({ id: submissions.id, reference: submissions.reference });
    if (!row) {
      const [existing] = await tx
        .select({ reference: submissions.reference })
        .from(submissions)
        .where(eq(submissions.idempotencyKey, input.idempotencyKey));
      if (!existing) throw new Error("idempotency conflict without a stored submission");
      return { reference: existing.reference, created: false };
    }
    const mails = [];
    for (const mail of input.mails(row.reference, receivedAt)) {
      if (!mail.toVisitor || (await visitorMailAllowed(tx, mail.recipient, receivedAt))) mails.push(mail);
    }
    await queueMail(tx, row.id, mails, receivedAt);
    return { reference: row.reference, created: true };
  });
}
