"use client";

import { useActionState } from "react";
import type { QuarterResults } from "@content/earnings";
import { adminResults as words } from "@content/admin-results";
import { publishedItemsCopy } from "@content/admin-published-items";
import { buttonClass } from "@/components/ui/button-class";
import { Field, controlClass } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { usePermalink } from "@/admin/post-form";
import { siteDate } from "@/lib/calendar-date";
import { UploadField } from "../_publishing/upload-field";
import type { EditorState } from "../_publishing/save";
import { saveResultsAction } from "./actions";

const UNITS = ["₦ million", "₦ billion", "₦"] as const;
/** Blank rows under the figures, for lines a quarter adds. */
const SPARE_ROWS = 2;

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
  const rows = [...q.figures, ...Array.from({ length: SPARE_ROWS }, () => null)];
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

      <fieldset className="grid gap-2" aria-describedby={`figures-hint${e.figures ? " figures-error" : ""}`}>
        <legend className="text-lg font-semibold">{words.figures.legend}</legend>
        <p id="figures-hint" className="text-sm text-ink-muted">
          {words.figures.hint}
        </p>
        {e.figures ? (
          <p id="figures-error" className="text-sm font-medium text-danger" data-field-error="figures">
            {e.figures}
          </p>
        ) : null}
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col">{words.figures.label}</th>
                <th scope="col">{words.figures.unit}</th>
                <th scope="col">{words.figures.current}</th>
                <th scope="col">{words.figures.previous}</th>
                <th scope="col">{words.figures.segment}</th>
                <th scope="col">{words.figures.onHome}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const cell = (name: string) => `figures.${i}.${name}`;
                const label = (column: string) => `${words.figures.row(i + 1)}: ${column}`;
                const error = e[cell("label")] ?? e[cell("current")] ?? e[cell("previous")];
                return (
                  <tr key={i} className="align-top">
                    <td className="p-1">
                      <input
                        name={cell("label")}
                        aria-label={label(words.figures.label)}
                        defaultValue={row?.label ?? ""}
                        className={controlClass}
                        aria-invalid={error ? true : undefined}
                      />
                      {error ? <p className="text-danger">{error}</p> : null}
                    </td>
                    <td className="p-1">
                      <select
                        name={cell("unit")}
                        aria-label={label(words.figures.unit)}
                        defaultValue={row?.unit ?? UNITS[0]}
                        className={controlClass}
                      >
                        {UNITS.map((unit) => (
                          <option key={unit}>{unit}</option>
                        ))}
                      </select>
                    </td>
                    <td className="p-1">
                      <input
                        name={cell("current")}
                        inputMode="decimal"
                        aria-label={label(words.figures.current)}
                        defaultValue={row && Number.isFinite(row.current) ? row.current : ""}
                        className={controlClass}
                      />
                    </td>
                    <td className="p-1">
                      <input
                        name={cell("previous")}
                        inputMode="decimal"
                        aria-label={label(words.figures.previous)}
                        defaultValue={row && Number.isFinite(row.previous) ? row.previous : ""}
                        className={controlClass}
                      />
                    </td>
                    <td className="p-1 text-center">
                      <input
                        type="checkbox"
                        name={cell("segment")}
                        aria-label={label(words.figures.segment)}
                        defaultChecked={row?.segment}
                        className="size-4"
                      />
                    </td>
                    <td className="p-1 text-center">
                      <input
                        type="checkbox"
                        name={cell("onHome")}
                        aria-label={label(words.figures.onHome)}
                        defaultChecked={row?.onHome}
                        className="size-4"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </fieldset>

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
