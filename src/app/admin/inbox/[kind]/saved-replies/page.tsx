import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { inboxCopy, inboxKindNames } from "@content/admin-inbox";
import { BackLink, MessagePage } from "@/admin/links";
import { isSubmissionKind } from "@/server/inbox/kinds";
import { canWork } from "@/server/staff/roles";
import { listSavedReplies } from "@/server/inbox/replies";
import { inboxForRequest } from "@/server/inbox/request";
import { NewSavedReply, SavedReplyForm } from "./forms";

type Props = { params: Promise<{ kind: string }> };

const s = inboxCopy.savedReplies;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return { title: isSubmissionKind(kind) ? s.heading(inboxKindNames[kind].title) : inboxCopy.heading };
}

/**
 * /admin/inbox/[kind]/saved-replies: the team's saved replies (issue 42),
 * each editable by anyone who works the inbox, and a form for a new one. A
 * kind the viewer does not work is a 404.
 */
export default async function SavedReplies({ params }: Props) {
  const { kind } = await params;
  const ctx = await inboxForRequest();
  // The newsletter's subscribers are written to by its campaigns, not answered: its team is told so, anyone else gets a 404.
  if (kind === "newsletter" && canWork(ctx.staff, kind)) {
    const title = inboxKindNames.newsletter.title;
    return (
      <MessagePage
        id="saved"
        heading={s.heading(title)}
        text={s.newsletter}
        back={{ href: "/admin/inbox/newsletter", label: s.back(title) }}
      />
    );
  }
  const replies = isSubmissionKind(kind) ? await listSavedReplies(ctx, kind) : null;
  if (!replies || !isSubmissionKind(kind)) notFound();
  const names = inboxKindNames[kind];

  return (
    <section aria-labelledby="saved-heading" className="grid gap-8">
      <BackLink href={`/admin/inbox/${kind}`}>{s.back(names.title)}</BackLink>
      <header className="grid gap-2">
        <h1 id="saved-heading" className="font-display text-3xl break-words text-forest">
          {s.heading(names.title)}
        </h1>
        <p>{s.intro}</p>
      </header>

      {replies.length === 0 ? (
        <p>{s.empty}</p>
      ) : (
        <ul className="grid gap-6">
          {replies.map((reply) => (
            <li key={reply.id} className="rounded border border-ink/20 p-4">
              <SavedReplyForm kind={kind} reply={reply} />
            </li>
          ))}
        </ul>
      )}

      <NewSavedReply kind={kind} />
    </section>
  );
}
