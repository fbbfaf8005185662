"use client";

import { useId, useState } from "react";
import { uploadsCopy } from "@content/admin-uploads";

type Props = {
  /** The form field that carries the stored file's path (and `${name}.bytes` its size). */
  name: string;
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
};

const ACCEPT = { image: "image/jpeg,image/png,image/webp,image/avif", pdf: "application/pdf,.pdf", xlsx: ".xlsx" } as const;

/**
 * A file chosen here is sent at once to POST /api/admin/uploads, which checks
 * it by its bytes and keeps it (src/server/publishing/uploads.ts); the path it
 * answers goes into the form, so saving the draft posts a path, not a file.
 * A refusal is shown under the field, naming it, and announced.
 */
export function UploadField({ name, label, kind, folder, fileName, value, bytes, error, hint }: Props) {
  const id = useId();
  const [path, setPath] = useState(value ?? "");
  const [size, setSize] = useState(bytes);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(error ? { text: error, error: true } : null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    setBusy(true);
    setStatus({ text: uploadsCopy.uploading, error: false });
    const query = new URLSearchParams({ kind, field: name, label });
    if (folder) query.set("folder", folder);
    if (fileName) query.set("name", fileName);
    try {
      const response = await fetch(`/api/admin/uploads?${query}`, {
        method: "POST",
        body: file,
        headers: { "Content-Type": "application/octet-stream" },
      });
      const answer = (await response.json().catch(() => ({}))) as { path?: string; bytes?: number; message?: string };
      if (response.ok && answer.path) {
        setPath(answer.path);
        setSize(answer.bytes);
        setStatus({ text: uploadsCopy.uploaded(file.name), error: false });
      } else setStatus({ text: answer.message ?? uploadsCopy.failed, error: true });
    } catch {
      setStatus({ text: uploadsCopy.failed, error: true });
    } finally {
      setBusy(false);
    }
  }

  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1" data-upload-field={name}>
      <label htmlFor={`${id}-file`} className="font-medium text-ink">
        {label}
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
        id={`${id}-file`}
        type="file"
        accept={ACCEPT[kind]}
        disabled={busy}
        aria-invalid={status?.error ? true : undefined}
        aria-describedby={[hint ? hintId : null, statusId].filter(Boolean).join(" ")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
        className="text-sm file:mr-3 file:rounded file:border file:border-forest file:bg-white file:px-3 file:py-1 file:text-forest"
      />
      <input type="hidden" name={name} value={path} />
      {size ? <input type="hidden" name={`${name}.bytes`} value={size} /> : null}
      <p
        id={statusId}
        aria-live="polite"
        className={`min-h-5 text-sm ${status?.error ? "font-medium text-danger" : "text-ink-muted"}`}
        data-field-error={status?.error ? name : undefined}
      >
        {status?.text}
      </p>
    </div>
  );
}
