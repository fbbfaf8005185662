"use client";

import { useId, useState } from "react";
import { publishingCopy as c } from "@content/admin-publishing";
import { uploadsCopy } from "@content/admin-uploads";
import { controlClass, Field } from "@/components/ui/field";

/**
 * The story's image: its path, which a chosen picture fills in once the
 * server has checked it and made its WebP set (POST /api/admin/uploads,
 * src/server/publishing/uploads.ts). The answer, a refusal included, is
 * announced.
 */
export function ImageUpload({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const [path, setPath] = useState(defaultValue);
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const f = c.editor.fields;

  async function upload(file: File) {
    setBusy(true);
    setStatus({ tone: "ok", text: uploadsCopy.uploading });
    try {
      const query = new URLSearchParams({ kind: "image", folder: "news", field: "image", label: f.image });
      const response = await fetch(`/api/admin/uploads?${query}`, { method: "POST", body: file });
      const answer = (await response.json()) as { path?: string; message?: string };
      if (response.ok && answer.path) {
        setPath(answer.path);
        setStatus({ tone: "ok", text: uploadsCopy.uploaded(file.name) });
      } else {
        setStatus({ tone: "error", text: answer.message ?? uploadsCopy.failed });
      }
    } catch {
      setStatus({ tone: "error", text: uploadsCopy.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      <Field
        name="image"
        label={f.image}
        hint={f.imageHint}
        required
        value={path}
        onChange={(event) => setPath(event.target.value)}
        error={error}
      />
      <div className="grid gap-1">
        <label htmlFor={fileId} className="font-medium text-ink">
          {f.imageFile}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className={controlClass}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <p
          role="status"
          className={status?.tone === "error" ? "text-sm font-medium text-danger" : "text-sm text-ink-muted"}
          data-testid="upload-status"
        >
          {status?.text}
        </p>
      </div>
    </div>
  );
}
