"use client";

import { useActionState } from "react";
import { adminNewsletter as words } from "@content/admin-newsletter";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { usePermalink } from "@/admin/post-form";
import { UploadField } from "../_publishing/upload-field";
import { saveCampaign, type CampaignFormState, type CampaignValues } from "./actions";

/** A campaign's words: subject, preheader, Markdown body and a picture (the stories' upload field). What was typed stays after a refusal. */
export function CampaignForm({ initial, id }: { initial: CampaignValues; id?: number }) {
  const [state, action, pending] = useActionState<CampaignFormState, FormData>(saveCampaign, {}, usePermalink());
  const values = state.values ?? initial;
  const f = words.editor.fields;
  return (
    <form action={action} className="grid gap-5" key={JSON.stringify(state.values ?? null)} aria-busy={pending || undefined} noValidate>
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Field name="subject" label={f.subject} required defaultValue={values.subject} error={state.errors?.subject} maxLength={200} />
      <Field name="preheader" label={f.preheader} hint={f.preheaderHint} defaultValue={values.preheader} maxLength={200} />
      <UploadField name="picture" label={f.picture} hint={f.pictureHint} kind="image" folder="news" value={values.picture} />
      <Field
        as="textarea"
        name="body"
        label={f.body}
        hint={f.bodyHint}
        required
        defaultValue={values.body}
        error={state.errors?.body}
        rows={16}
      />
      <div>
        <button type="submit" className={buttonClass()} disabled={pending}>
          {words.editor.save}
        </button>
      </div>
      <FormStatus tone={state.message ? "error" : undefined} message={state.message} />
    </form>
  );
}
