"use client";

import { useActionState } from "react";
import type { QuarterResults } from "@content/earnings";
import { adminResults as words } from "@content/admin-results";
import { publishedItemsCopy } from "@content/admin-published-items";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { usePermalink } from "@/admin/post-form";
import { siteDate } from "@/lib/calendar-date";
import { UploadField } from "../_publishing/upload-field";
import type { EditorState } from "../_publishing/save";
import { saveResultsAction } from "./actions";
import { FiguresFieldset } from "./figures-fieldset";

/** A quarter's editor: every field of content/earnings.ts's schema, checked by it on the server when saving. */
export function ResultsForm({
  initial,
  itemKey,
  revision,
  fileBase,
}: {
  initial: QuarterResults;
  itemKey: string | null;
  revision: number;
  fileBase: string;
}) {
  const [state, action, pending] = useActionState<EditorState<QuarterResults>, FormData>(saveResultsAction, {}, usePermalink());
  const q = state.values ?? initial;
  const e = state.errors ?? {};
  const f = words.fields;
  return (
    // Keyed by the answer: the fields show what was posted, as the server read it.
    <form action={action} className="grid gap-5" key={JSON.stringify(state.values ?? null)} noValidate>
      <input type="hidden" name="key" value={itemKey ?? ""} />
      <input type="hidden" name="revision" value={state.revision ?? revision} />
      <FormStatus tone={state.message ? "error" : undefined} message={state.message} detail={e.key ? words.keyTaken : undefined} />
      <Field name="period" label={f.period} required defaultValue={q.period} error={e.period} />
      <Field name="title" label={f.title} required defaultValue={q.title} error={e.title} />
      <Field name="eyebrow" label={f.eyebrow} required defaultValue={q.eyebrow} error={e.eyebrow} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="quarterEnded"
          type="date"
          label={f.quarterEnded}
          required
          defaultValue={siteDate.forDateInput(q.quarterEnded)}
          error={e.quarterEnded}
        />
        <Field
          name="publishedOn"
          type="date"
          label={f.publishedOn}
          required
          defaultValue={siteDate.forDateInput(q.publishedOn)}
          error={e.publishedOn}
        />
      </div>
      <Field as="textarea" name="headline" label={f.headline} required defaultValue={q.headline} error={e.headline} />
      <Field name="sampleNotice" label={f.sampleNotice} required defaultValue={q.sampleNotice} error={e.sampleNotice} />
      <Field as="textarea" name="summary" label={f.summary} required defaultValue={q.summary.join("\n")} error={e.summary} />
      <Field as="textarea" name="highlights" label={f.highlights} required defaultValue={q.highlights.join("\n")} error={e.highlights} />
      <Field as="textarea" name="quote.text" label={f.quoteText} required defaultValue={q.quote.text} error={e["quote.text"]} />
      <Field name="quote.by" label={f.quoteBy} required defaultValue={q.quote.by} error={e["quote.by"]} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="columns.current" label={f.columnsCurrent} required defaultValue={q.columns.current} error={e["columns.current"]} />
        <Field name="columns.previous" label={f.columnsPrevious} required defaultValue={q.columns.previous} error={e["columns.previous"]} />
      </div>
      <Field name="changesNote" label={f.changesNote} required defaultValue={q.changesNote} error={e.changesNote} />
      <Field name="revenueTotalLabel" label={f.revenueTotalLabel} required defaultValue={q.revenueTotalLabel} error={e.revenueTotalLabel} />

      <FiguresFieldset figures={q.figures} errors={e} />

      <UploadField name="image" label={f.image} kind="image" folder="cards" value={q.image} error={e.image} />
      <Field name="contact" label={f.contact} required defaultValue={q.contact} error={e.contact} />
      <Field name="downloadsLabel" label={f.downloadsLabel} required defaultValue={q.downloadsLabel} error={e.downloadsLabel} />

      <fieldset className="grid gap-4">
        <legend className="text-lg font-semibold">{words.files.legend}</legend>
        <p className="text-sm text-ink-muted">{words.files.hint}</p>
        {q.files.map((file, i) => (
          <UploadField
            key={file.key}
            name={`files.${i}.href`}
            label={words.files.labels[file.key]}
            kind={file.key === "supplementalXlsx" ? "xlsx" : "pdf"}
            fileName={`${fileBase}-${file.key === "pressRelease" ? "press-release" : "supplemental-data"}`}
            value={file.href}
            bytes={file.bytes}
            error={e[`files.${i}.href`] ?? (i === 0 ? e.files : undefined)}
          />
        ))}
        <label className="flex items-center gap-2">
          <input type="checkbox" name="generate" className="size-4" />
          {words.files.generate}
        </label>
      </fieldset>

      <button type="submit" className={buttonClass({ className: "justify-self-start" })} disabled={pending}>
        {itemKey ? publishedItemsCopy.save : publishedItemsCopy.create}
      </button>
    </form>
  );
}
