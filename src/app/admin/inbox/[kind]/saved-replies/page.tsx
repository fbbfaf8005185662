import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { REPLY_MAX_CHARS, SAVED_REPLY_TITLE_MAX_CHARS, inboxCopy, inboxKindNames } from "@content/admin-inbox";
import { ActionForm } from "@/admin/action-form";
import { BackLink, MessagePage } from "@/admin/links";
import { Section } from "@/admin/section";
import { shown } from "@/admin/time";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { isSubmissionKind } from "@/server/inbox/kinds";
import { canWork } from "@/server/staff/roles";
import { listSavedReplies } from "@/server/inbox/replies";
import { inboxForRequest } from "@/server/inbox/request";
import { addSavedReply, changeSavedReply } from "../../actions";

type Props = { params: Promise<{ kind: string }> };

const s = inboxCopy.savedReplies;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return { title: isSubmissionKind(kind) ? s.heading(inboxKindNames[kind].title) : inboxCopy.heading };
}

/** A saved reply's two fields; `prefix` keeps the ids of several forms on one page apart. */
function Fields({ prefix, title = "", body = "" }: { prefix: string; title?: string; body?: string }) {
  return (
    <>
      <label htmlFor={`${prefix}-title`} className="font-medium">
        {s.titleLabel}
      </label>
      <input
        id={`${prefix}-title`}
        name="title"
        defaultValue={title}
        required
        maxLength={SAVED_REPLY_TITLE_MAX_CHARS}
        className={controlClass}
        aria-describedby={`${prefix}-title-hint`}
      />
      <p id={`${prefix}-title-hint`} className="text-sm text-ink-muted">
        {s.titleHint(SAVED_REPLY_TITLE_MAX_CHARS)}
      </p>
      <label htmlFor={`${prefix}-body`} className="font-medium">
        {s.bodyLabel}
      </label>
      <textarea
        id={`${prefix}-body`}
        name="body"
        defaultValue={body}
        required
        rows={6}
        className={controlClass}
        aria-describedby={`${prefix}-body-hint`}
      />
      <p id={`${prefix}-body-hint`} className="text-sm text-ink-muted">
        {s.bodyHint(REPLY_MAX_CHARS)}
      </p>
    </>
  );
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
              <ActionForm
                action={changeSavedReply}
                legend={s.editLegend(reply.title)}
                hidden={{ kind, id: String(reply.id) }}
                className="grid max-w-3xl gap-2"
              >
                <Fields prefix={`saved-${reply.id}`} title={reply.title} body={reply.body} />
                <p className="text-sm text-ink-muted">{s.lastChange(reply.updatedByName, shown(reply.updatedAt))}</p>
                <div className="flex flex-wrap gap-3">
                  <button type="submit" name="intent" value="save" className={buttonClass({ size: "sm" })}>
                    {s.save}
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    formNoValidate
                    className={buttonClass({ variant: "secondary", size: "sm" })}
                  >
                    {s.remove}
                  </button>
                </div>
              </ActionForm>
            </li>
          ))}
        </ul>
      )}

      <Section id="new-saved" heading={s.newHeading}>
        <ActionForm action={addSavedReply} legend={s.newHeading} hidden={{ kind }} className="grid max-w-3xl gap-2">
          <Fields prefix="new-saved" />
          <div>
            <button type="submit" className={buttonClass({ size: "sm" })}>
              {s.create}
            </button>
          </div>
        </ActionForm>
      </Section>
    </section>
  );
}
