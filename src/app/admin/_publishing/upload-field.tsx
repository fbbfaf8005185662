"use client";

import { useEffect, useId, useRef, useState } from "react";
import { uploadsCopy } from "@content/admin-uploads";

type Props = {
  /** The form field that carries the stored file's path (and `${name}.bytes` its size). */
  name: string;
  /** The field as the upload's answer names it, when `name` is not a plain word (the page form's "s:hero.slides.0.image"). */
  field?: string;
  label: string;
  kind: "image" | "pdf" | "xlsx";
  /** An image's folder (content/media.ts): its size and byte budget. */
  folder?: string;
  /** A results file's name, without hash or extension ("savannah-crest-q4-2024-press-release"). */
  fileName?: string;
  value?: string;
  bytes?: number;
  error?: string;
  hint?: string;
  required?: boolean;
};

type Status = { text: string; error: boolean };

const ACCEPT = { image: "image/jpeg,image/png,image/webp,image/avif", pdf: "application/pdf,.pdf", xlsx: ".xlsx" } as const;

/**
 * The one file field of the back office's editors (news, results, careers,
 * people). A file chosen here is sent at once to POST /api/admin/uploads,
 * which checks it by its bytes and keeps it (src/server/publishing/uploads.ts);
 * the path it answers goes into the form, so saving the draft posts a path,
 * not a file. "Uploading…", the success and a refusal (naming the field) are
 * said in one live region the file input points to; the input stays enabled
 * while a file uploads, so keyboard focus stays where it is, and a file chosen
 * meanwhile replaces the one on its way.
 */
export function UploadField({ name, field = name, label, kind, folder, fileName, value, bytes, error, hint, required }: Props) {
  const id = useId();
  const [path, setPath] = useState(value ?? "");
  const [size, setSize] = useState(bytes);
  const [status, setStatus] = useState<Status | null>(error ? { text: error, error: true } : null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const uploading = useRef(false);

  // A save while a file is on its way would post the old path: the picture would be lost without a word.
  // Its form's submit is stopped before React's action starts (React skips an action whose event was prevented).
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const hold = (event: SubmitEvent) => {
      if (!uploading.current) return;
      event.preventDefault();
      setStatus({ text: uploadsCopy.stillUploading(label), error: true });
    };
    form.addEventListener("submit", hold);
    return () => form.removeEventListener("submit", hold);
  }, [label]);

  async function upload(file: File) {
    const attempt = ++latest.current;
    const answer = (next: Status) => {
      if (attempt === latest.current) setStatus(next);
    };
    setBusy(true);
    uploading.current = true;
    answer({ text: uploadsCopy.uploading, error: false });
    const query = new URLSearchParams({ kind, field, label });
    if (folder) query.set("folder", folder);
    if (fileName) query.set("name", fileName);
    try {
      const response = await fetch(`/api/admin/uploads?${query}`, {
        method: "POST",
        body: file,
        headers: { "Content-Type": "application/octet-stream" },
      });
      const body = (await response.json().catch(() => ({}))) as { path?: string; bytes?: number; message?: string };
      if (attempt !== latest.current) return;
      if (response.ok && body.path) {
        setPath(body.path);
        setSize(body.bytes);
        answer({ text: uploadsCopy.uploaded(file.name), error: false });
      } else answer({ text: body.message ?? uploadsCopy.failed, error: true });
    } catch {
      answer({ text: uploadsCopy.failed, error: true });
    } finally {
      if (attempt === latest.current) {
        setBusy(false);
        uploading.current = false;
      }
    }
  }

  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1" data-upload-field={name} aria-busy={busy || undefined}>
      <label htmlFor={`${id}-file`} className="font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-clay">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {path ? (
        <p className="text-sm break-all" data-testid={`${name}-current`}>
          {kind === "image" ? (
            // eslint-disable-next-line @next/next/no-img-element -- a back-office thumbnail of the stored WebP.
            <img src={path} alt="" width={120} className="mb-1 rounded border border-ink/20" />
          ) : null}
          <a href={path} className="text-forest underline">
            {path}
          </a>
          {size ? ` (${Math.round(size / 1024)} KB)` : ""}
        </p>
      ) : null}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={ACCEPT[kind]}
        aria-invalid={status?.error ? true : undefined}
        aria-required={required && !path ? true : undefined}
        aria-describedby={[hint ? hintId : null, statusId].filter(Boolean).join(" ")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
        className="w-full max-w-full text-sm file:mr-3 file:rounded file:border file:border-forest file:bg-white file:px-3 file:py-1 file:text-forest"
      />
      <input type="hidden" name={name} value={path} />
      {size ? <input type="hidden" name={`${name}.bytes`} value={size} /> : null}
      <p
        id={statusId}
        role="status"
        className={`min-h-5 text-sm ${status?.error ? "font-medium text-danger" : "text-ink-muted"}`}
        data-field-error={status?.error ? name : undefined}
      >
        {status?.text}
      </p>
    </div>
  );
}
