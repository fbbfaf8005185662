"use client";

import { useActionState } from "react";
import type { Position } from "@content/careers";
import { adminHr } from "@content/admin-hr";
import { publishedItemsCopy } from "@content/admin-published-items";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { usePermalink } from "@/admin/post-form";
import { UploadField } from "../_publishing/upload-field";
import type { EditorState } from "../_publishing/save";
import { savePositionAction } from "./actions";

/** An open position's editor: content/careers.ts's checks apply on the server when saving. */
export function PositionForm({ initial, itemKey, revision }: { initial: Position; itemKey: string | null; revision: number }) {
  const [state, action, pending] = useActionState<EditorState<Position>, FormData>(savePositionAction, {}, usePermalink());
  const p = state.values ?? initial;
  const e = state.errors ?? {};
  const words = adminHr.careers;
  const f = words.fields;
  return (
    <form action={action} className="grid gap-5" key={JSON.stringify(state.values ?? null)} noValidate>
      <input type="hidden" name="key" value={itemKey ?? ""} />
      <input type="hidden" name="revision" value={state.revision ?? revision} />
      <FormStatus tone={state.message ? "error" : undefined} message={state.message} detail={e.key ? words.keyTaken : undefined} />
      <Field name="title" label={f.title} required maxLength={200} defaultValue={p.title} error={e.title} />
      <Field name="subtitle" label={f.subtitle} required maxLength={200} defaultValue={p.subtitle} error={e.subtitle} />
      <Field
        as="textarea"
        name="description"
        label={f.description}
        required
        maxLength={5000}
        defaultValue={p.description}
        error={e.description}
      />
      <UploadField name="img" label={f.img} kind="image" folder="cards" value={p.img} error={e.img} />
      <Field as="select" name="employmentType" label={f.employmentType} required defaultValue={p.employmentType} error={e.employmentType}>
        {Object.entries(words.employmentTypes).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="datePosted" type="date" label={f.datePosted} required defaultValue={p.datePosted} error={e.datePosted} />
        <Field name="validThrough" type="date" label={f.validThrough} defaultValue={p.validThrough ?? ""} error={e.validThrough} />
      </div>
      <button type="submit" className={buttonClass({ className: "justify-self-start" })} disabled={pending}>
        {itemKey ? publishedItemsCopy.save : publishedItemsCopy.create}
      </button>
    </form>
  );
}
