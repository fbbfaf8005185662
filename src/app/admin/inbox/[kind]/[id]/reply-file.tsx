"use client";

import { inboxCopy } from "@content/admin-inbox";
import { formatFileSize } from "@content/earnings";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";

const f = inboxCopy.replyFile;

export type AttachedFile = { id: string; name: string; size: number };

/**
 * The access request's file (issue 42): uploaded on its own to the upload
 * route, the reply form then carrying only its id (server actions stop at
 * 32 KB). `initial` is what the page was sent back with after an upload
 * without script (`?file=` or `?fileError=`).
 */
export function useReplyFile(uploadUrl: string, initial: { file: AttachedFile | null; error: string | null }) {
  const [file, setFile] = useState(initial.file);
  const [error, setError] = useState(initial.error);
  const [uploading, setUploading] = useState(false);
  // A new file input (its key) is an empty one: how a chosen file is let go of without touching the element.
  const [generation, setGeneration] = useState(0);

  const upload = async (chosen: File | undefined) => {
    if (uploading) return;
    if (!chosen) {
      setError(f.errors.empty);
      return;
    }
    setUploading(true);
    setFile(null);
    setError(null);
    try {
      const body = new FormData();
      body.append("file", chosen, chosen.name);
      const response = await fetch(uploadUrl, { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await response.json().catch(() => null)) as (Partial<AttachedFile> & { message?: string }) | null;
      if (response.ok && answer?.id && answer.name && typeof answer.size === "number") {
        setFile({ id: answer.id, name: answer.name, size: answer.size });
      } else {
        // nginx answers an over-large body itself, without the route's JSON.
        setError(answer?.message ?? (response.status === 413 ? f.errors["too-big"] : f.errors.failed));
      }
    } catch {
      setError(f.errors.failed);
    } finally {
      setUploading(false);
    }
  };
  /** Sent, or not wanted: the box is empty again. */
  const clear = () => {
    setFile(null);
    setError(null);
    setGeneration((g) => g + 1);
  };
  return { file, error, uploading, generation, upload, clear };
}

type ReplyFile = ReturnType<typeof useReplyFile>;

/**
 * The file field inside the reply box. Its file input and "Upload the file"
 * belong to UploadForm (`form=`; forms do not nest): without script the
 * button posts the file and the route sends the page back with it attached;
 * with script, choosing a file uploads it at once. The hidden field is the
 * reply form's own: the attached file's id.
 */
export function ReplyFileField({
  uid,
  uploadForm,
  disabled,
  file,
}: {
  uid: string;
  uploadForm: string;
  disabled: boolean;
  file: ReplyFile;
}) {
  const busy = disabled || file.uploading;
  const message = file.uploading
    ? f.uploading
    : (file.error ?? (file.file ? f.attached(file.file.name, formatFileSize(file.file.size)) : undefined));
  const tone = file.uploading ? undefined : file.error ? "error" : file.file ? "success" : undefined;
  return (
    <div className="grid gap-2" aria-busy={file.uploading || undefined}>
      <label htmlFor={`${uid}-file`} className="font-medium">
        {f.label}
      </label>
      <input
        key={file.generation}
        id={`${uid}-file`}
        type="file"
        name="file"
        form={uploadForm}
        accept=".pdf,.zip,.csv,.json"
        onChange={(event) => void file.upload(event.currentTarget.files?.[0])}
        disabled={busy}
        aria-describedby={`${uid}-file-hint ${uid}-file-status`}
        aria-invalid={file.error ? true : undefined}
        className={`${controlClass} max-w-md`}
      />
      <p id={`${uid}-file-hint`} className="text-sm text-ink-muted">
        {f.hint}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" form={uploadForm} disabled={busy} className={buttonClass({ variant: "secondary", size: "sm" })}>
          {file.uploading ? f.uploading : f.upload}
        </button>
        {file.file && (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              file.clear();
              // Focus goes back to the (new, empty) file input, not to the page's top.
              requestAnimationFrame(() => document.getElementById(`${uid}-file`)?.focus());
            }}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {f.remove}
          </button>
        )}
      </div>
      <input type="hidden" name="file" value={file.file?.id ?? ""} />
      <div id={`${uid}-file-status`}>
        <FormStatus tone={tone} message={message} />
      </div>
    </div>
  );
}

/** The upload's own form, placed after the reply form: empty, its controls are ReplyFileField's. */
export function UploadForm({ id, url, file }: { id: string; url: string; file: ReplyFile }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The file input is this form's by its `form` attribute, wherever it sits in the page.
    const input = event.currentTarget.elements.namedItem("file");
    void file.upload(input instanceof HTMLInputElement ? (input.files?.[0] ?? undefined) : undefined);
  };
  return <form id={id} method="post" action={url} encType="multipart/form-data" onSubmit={submit} hidden />;
}
