"use client";

import { REPLY_MAX_CHARS, inboxCopy } from "@content/admin-inbox";
import { startTransition, useActionState, useId, useState, type FormEvent } from "react";
import type { ActionState } from "@/admin/action-form";
import { usePermalink } from "@/admin/post-form";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { replySubject, replyText } from "@/lib/inbox-reply";
import { ReplyFileField, UploadForm, useReplyFile, type AttachedFile } from "./reply-file";

const r = inboxCopy.reply;

/**
 * The reply box of an inbox item (issue 42): start from one of the team's
 * saved replies, edit, preview exactly the plain text the visitor will
 * receive, and send. While it is on its way everything is disabled; the
 * form's `token` (issued by the server for this person and item with each render of the page) makes a resubmission
 * send nothing twice. The text is kept on a refusal and cleared once sent.
 */
export function ReplyForm({
  action,
  kind,
  id,
  token,
  reference,
  team,
  from,
  to,
  replyTo,
  saved,
  attach,
}: {
  action: (previous: ActionState, data: FormData) => Promise<ActionState>;
  kind: string;
  id: string;
  token: string;
  reference: string;
  team: string;
  from: string;
  to: string;
  replyTo: string;
  saved: { id: number; title: string; body: string }[];
  /** An access request's answer may carry a file (issue 42): where it is uploaded, and what the page came back with. */
  attach?: { uploadUrl: string; file: AttachedFile | null; error: string | null };
}) {
  const [state, formAction, pending] = useActionState(action, {}, usePermalink());
  const [body, setBody] = useState("");
  const [chosen, setChosen] = useState("");
  const [previewing, setPreviewing] = useState(false);
  const uid = useId();
  const previewId = `${uid}-preview`;
  const file = useReplyFile(attach?.uploadUrl ?? "", { file: attach?.file ?? null, error: attach?.error ?? null });

  // Once sent, the box is emptied for the next answer (adjusted while rendering the new answer, as React advises, not in an effect).
  const [answered, setAnswered] = useState(state);
  if (state !== answered) {
    setAnswered(state);
    if (state.tone === "success") {
      setBody("");
      setChosen("");
      setPreviewing(false);
      file.clear();
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  const useSaved = () => {
    const reply = saved.find((s) => String(s.id) === chosen);
    if (reply) setBody(reply.body);
  };

  return (
    <>
      <form action={formAction} onSubmit={submit} className="grid max-w-3xl gap-3" aria-busy={pending || undefined}>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="token" value={token} />
        <fieldset disabled={pending} className="contents">
          <legend className="sr-only">{r.heading}</legend>
          <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-medium">{r.from}</dt>
            <dd className="break-words">{from}</dd>
            <dt className="font-medium">{r.to}</dt>
            <dd className="break-words">{to}</dd>
            <dt className="font-medium">{r.replyTo}</dt>
            <dd className="break-words">{replyTo}</dd>
            <dt className="font-medium">{r.subject}</dt>
            <dd className="break-words">{replySubject(reference)}</dd>
          </dl>

          {saved.length > 0 && (
            <div className="grid gap-2">
              <label htmlFor={`${uid}-saved`} className="font-medium">
                {r.savedLabel}
              </label>
              <div className="flex flex-wrap items-center gap-3">
                <select
                  id={`${uid}-saved`}
                  value={chosen}
                  onChange={(event) => setChosen(event.target.value)}
                  className={`${controlClass} max-w-md`}
                  aria-describedby={`${uid}-saved-hint`}
                >
                  <option value="">{r.savedNone}</option>
                  {saved.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.title}
                    </option>
                  ))}
                </select>
                <button type="button" onClick={useSaved} disabled={!chosen} className={buttonClass({ variant: "secondary", size: "sm" })}>
                  {r.savedUse}
                </button>
              </div>
              <p id={`${uid}-saved-hint`} className="text-sm text-ink-muted">
                {r.savedHint}
              </p>
            </div>
          )}

          {attach && <ReplyFileField uid={uid} uploadForm={`${uid}-upload`} disabled={pending} file={file} />}

          <label htmlFor={`${uid}-body`} className="font-medium">
            {r.bodyLabel}
          </label>
          <textarea
            id={`${uid}-body`}
            name="body"
            rows={8}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={controlClass}
            aria-describedby={`${uid}-body-hint`}
          />
          <p id={`${uid}-body-hint`} className="text-sm text-ink-muted">
            {r.bodyHint(REPLY_MAX_CHARS)}
          </p>

          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => setPreviewing((p) => !p)}
              aria-expanded={previewing}
              aria-controls={previewId}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              {previewing ? r.hidePreview : r.preview}
            </button>
            <button type="submit" className={buttonClass({ size: "sm" })}>
              {pending ? r.sending : r.send}
            </button>
          </div>
        </fieldset>

        <section
          id={previewId}
          hidden={!previewing}
          aria-labelledby={`${previewId}-heading`}
          className="grid gap-2 rounded border border-ink/20 p-3"
        >
          <h3 id={`${previewId}-heading`} className="font-semibold">
            {r.previewHeading}
          </h3>
          {body.trim() ? (
            <>
              <p className="break-words">
                <span className="font-medium">{r.subject}:</span> {replySubject(reference)}
              </p>
              <pre className="font-sans break-words whitespace-pre-wrap">{replyText(body, team, reference)}</pre>
            </>
          ) : (
            <p>{r.previewEmpty}</p>
          )}
        </section>

        <FormStatus tone={state.tone} message={state.message} />
      </form>
      {attach && <UploadForm id={`${uid}-upload`} url={attach.uploadUrl} file={file} />}
    </>
  );
}
