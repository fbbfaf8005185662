"use client";

import { useActionState } from "react";
import type { StaffCard } from "@content/schema";
import { adminHr } from "@content/admin-hr";
import { publishedItemsCopy } from "@content/admin-published-items";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { usePermalink } from "@/admin/post-form";
import { UploadField } from "../_publishing/upload-field";
import type { EditorState } from "../_publishing/save";
import { saveStaffCardAction } from "./actions";

/** A staff card's editor: content/schema.ts's checks apply on the server when saving. */
export function StaffCardForm({ initial, itemKey, revision }: { initial: StaffCard; itemKey: string | null; revision: number }) {
  const [state, action, pending] = useActionState<EditorState<StaffCard>, FormData>(saveStaffCardAction, {}, usePermalink());
  const c = state.values ?? initial;
  const e = state.errors ?? {};
  const words = adminHr.people;
  const f = words.fields;
  return (
    <form action={action} className="grid gap-5" key={JSON.stringify(state.values ?? null)} noValidate>
      <input type="hidden" name="key" value={itemKey ?? ""} />
      <input type="hidden" name="revision" value={state.revision ?? revision} />
      <FormStatus tone={state.message ? "error" : undefined} message={state.message} detail={e.key ? words.keyTaken : undefined} />
      {itemKey ? (
        <p>
          <span className="font-medium">{f.slugFixed}:</span> <code>/{itemKey}</code>
        </p>
      ) : (
        <Field name="slug" label={f.slug} required maxLength={60} defaultValue={c.slug} error={e.slug ?? e.key} autoComplete="off" />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={f.name} required maxLength={100} defaultValue={c.name} error={e.name} autoComplete="off" />
        <Field name="surname" label={f.surname} required maxLength={100} defaultValue={c.surname} error={e.surname} autoComplete="off" />
      </div>
      <Field name="position" label={f.position} required maxLength={200} defaultValue={c.position} error={e.position} />
      <Field name="company" label={f.company} required maxLength={200} defaultValue={c.company} error={e.company} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="phone" type="tel" label={f.phone} required maxLength={40} defaultValue={c.phone} error={e.phone} autoComplete="off" />
        <Field
          name="email"
          type="email"
          label={f.email}
          required
          maxLength={254}
          defaultValue={c.email}
          error={e.email}
          autoComplete="off"
        />
      </div>
      <UploadField name="image" label={f.image} kind="image" folder="people" value={c.image} error={e.image} />
      <button type="submit" className={buttonClass({ className: "justify-self-start" })} disabled={pending}>
        {itemKey ? publishedItemsCopy.save : publishedItemsCopy.create}
      </button>
    </form>
  );
}
