import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { inboxReplyFiles } from "../db/schema";

/**
 * Files an outbox row carries: an access request's answer's export (issue 42,
 * src/server/inbox/reply-files.ts). Read when the row is sent, deleted once it
 * was delivered.
 */

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** The files an outbox row carries, as the transport attaches them. */
export async function outboxAttachments(db: Db, outboxId: number): Promise<MailAttachment[]> {
  const rows = await db
    .select({ name: inboxReplyFiles.name, contentType: inboxReplyFiles.contentType, body: inboxReplyFiles.body })
    .from(inboxReplyFiles)
    .where(eq(inboxReplyFiles.outboxId, outboxId));
  return rows.map((row) => ({
    filename: row.name,
    contentType: row.contentType,
    content: Buffer.from(row.body.buffer, row.body.byteOffset, row.body.byteLength),
  }));
}

/** Once the message is delivered, its files are not kept: the visitor has them. */
export async function deleteOutboxAttachments(db: Db, outboxId: number): Promise<void> {
  await db.delete(inboxReplyFiles).where(eq(inboxReplyFiles.outboxId, outboxId));
}
