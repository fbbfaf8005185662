import type { ComponentProps } from "react";
import Link from "next/link";
import { inboxCopy } from "@content/admin-inbox";
import { Section } from "@/admin/section";
import { EntryList, Moment } from "@/admin/timeline";
import type { Detail, Reply } from "@/server/inbox/detail";
import type { SubmissionInboxKind } from "@/server/inbox/kinds";
import type { ReplyTeam, SavedReply } from "@/server/inbox/replies";
import { sendItemReply } from "../../actions";
import { ReplyForm } from "./reply-form";

const d = inboxCopy.detail;

/** The answers sent to the visitor from the item, each with its delivery. */
function ReplyList({ replies }: { replies: Reply[] }) {
  const r = inboxCopy.reply;
  return (
    <EntryList
      empty={r.noneSent}
      entries={replies.map((reply) => ({
        id: reply.id,
        by: reply.staffName,
        at: reply.at,
        text: reply.body,
        extra: reply.delivery ? (
          <p className="mt-1 text-sm">
            {r.delivery(d.mailStatus[reply.delivery.status])}
            {reply.delivery.sentAt ? (
              <>
                , <Moment at={reply.delivery.sentAt} />
              </>
            ) : null}
          </p>
        ) : null,
      }))}
    />
  );
}

/** Answering the visitor by e-mail (when they gave an address and the item is not spam), and the answers sent. */
export function ReplySection({
  kind,
  item,
  saved,
  sender,
  visitor,
  attach,
  token,
}: {
  kind: SubmissionInboxKind;
  item: Detail;
  /** The form's token, issued by the server for this person and item (replies.ts issueReplyToken). */
  token: string;
  saved: SavedReply[];
  sender: ReplyTeam;
  visitor: string | null;
  /** An access request's file field (ReplyForm's `attach`). */
  attach?: ComponentProps<typeof ReplyForm>["attach"];
}) {
  const r = inboxCopy.reply;
  return (
    <Section id="reply" heading={r.heading}>
      {!visitor ? (
        <p>{r.noAddress}</p>
      ) : item.workflow === "spam" ? (
        <p>{r.spam}</p>
      ) : (
        <ReplyForm
          action={sendItemReply}
          kind={kind}
          id={String(item.id)}
          token={token}
          reference={item.reference}
          team={sender.name}
          from={sender.from}
          to={visitor}
          replyTo={sender.mailbox}
          saved={saved.map(({ id, title, body }) => ({ id, title, body }))}
          attach={attach}
        />
      )}
      <p>
        <Link href={`/admin/inbox/${kind}/saved-replies`} className="text-forest underline underline-offset-4">
          {r.manageSaved}
        </Link>
      </p>
      <h3 className="font-semibold">{r.sentHeading}</h3>
      <ReplyList replies={item.replies} />
    </Section>
  );
}
