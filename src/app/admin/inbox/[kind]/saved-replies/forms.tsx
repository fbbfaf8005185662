import { REPLY_MAX_CHARS, SAVED_REPLY_TITLE_MAX_CHARS, inboxCopy } from "@content/admin-inbox";
import { ActionForm } from "@/admin/action-form";
import { Section } from "@/admin/section";
import { shown } from "@/admin/time";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import type { SavedReply } from "@/server/inbox/replies";
import { addSavedReply, changeSavedReply } from "../../actions";

const s = inboxCopy.savedReplies;

/** A saved reply's two fields; `prefix` keeps the ids of several forms on one page apart. */
function Fields({ prefix, title = "", body = "" }: { prefix: string; title?: string; body?: string }) {
  return (
    <>
      <label htmlFor={`${prefix}-title`} className="font-medium">
        {s.titleLabel}
      </label>
      <input
        type="text"
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

/** A saved reply's form: change its words or delete it (deleting skips the fields' checks). */
export function SavedReplyForm({ kind, reply }: { kind: string; reply: SavedReply }) {
  return (
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
        <button type="submit" name="intent" value="delete" formNoValidate className={buttonClass({ variant: "secondary", size: "sm" })}>
          {s.remove}
        </button>
      </div>
    </ActionForm>
  );
}

/** The form for a team's new saved reply. */
export function NewSavedReply({ kind }: { kind: string }) {
  return (
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
  );
}
