"use client";

import { useActionState, useState } from "react";
import { publishingCopy as c } from "@content/admin-publishing";
import { NEWS_TYPES } from "@content/news-types";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { usePermalink } from "@/admin/post-form";
import { siteDate } from "@/lib/calendar-date";
import type { EditorState } from "../_publishing/save";
import { UploadField } from "../_publishing/upload-field";
import { saveStory } from "./actions";
import type { StoryValues } from "./story-values";

/**
 * The story editor: every field of content/schema.ts's NewsStorySchema, each
 * error under its field (the schema's message, from the server). Whatever the
 * answer, what was typed stays: a refused save, a conflict with someone
 * else's save, a failure lose nothing.
 */
export function StoryForm({ initial, existing, revision }: { initial: StoryValues; existing?: string; revision: number }) {
  const [state, action, pending] = useActionState<EditorState<StoryValues>, FormData>(saveStory, {}, usePermalink());
  const values = state.values ?? initial;
  const [kind, setKind] = useState(values.kind);
  const error = (name: string) => state.errors?.[name];
  const f = c.editor.fields;
  return (
    // Keyed by the answer: the fields show what was posted, as the server read it.
    <form action={action} className="grid gap-5" key={JSON.stringify(state.values ?? null)} aria-busy={pending || undefined} noValidate>
      {existing ? <input type="hidden" name="existing" value={existing} /> : null}
      <input type="hidden" name="revision" value={state.revision ?? revision} />
      <input type="hidden" name="seedLink" value={values.seedLink} />
      <Field name="title" label={f.title} required defaultValue={values.title} error={error("title")} maxLength={300} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="date"
          type="date"
          label={f.date}
          hint={f.dateHint}
          required
          defaultValue={siteDate.forDateInput(values.date)}
          error={error("date")}
        />
        <Field as="select" name="type" label={f.type} required defaultValue={values.type} error={error("type")}>
          {NEWS_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Field>
      </div>
      <Field
        name="description"
        label={f.description}
        hint={f.descriptionHint}
        defaultValue={values.description}
        error={error("description")}
        maxLength={500}
      />
      <UploadField
        name="image"
        label={f.image}
        hint={f.imageHint}
        kind="image"
        folder="news"
        value={values.image}
        error={error("image")}
        required
      />
      <fieldset className="grid gap-2">
        <legend className="font-medium text-ink">{f.kind}</legend>
        {(["external", "internal"] as const).map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input type="radio" name="kind" value={option} defaultChecked={kind === option} onChange={() => setKind(option)} />
            {option === "external" ? f.kindExternal : f.kindInternal}
          </label>
        ))}
      </fieldset>
      <div hidden={kind !== "external"} className="grid gap-5">
        <Field name="link" type="url" label={f.link} hint={f.linkHint} defaultValue={values.link} error={error("link")} />
      </div>
      <div hidden={kind !== "internal"} className="grid gap-5">
        {existing ? null : (
          <Field name="key" label={f.key} hint={f.keyHint} defaultValue={values.key} error={error("key")} maxLength={80} />
        )}
        <Field as="textarea" name="body" label={f.body} hint={f.bodyHint} defaultValue={values.body} error={error("body")} rows={16} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className={buttonClass({ variant: "secondary" })} disabled={pending}>
          {c.editor.save}
        </button>
        <button type="submit" name="intent" value="publish" className={buttonClass()} disabled={pending}>
          {c.editor.saveAndPublish}
        </button>
      </div>
      <FormStatus tone={state.message ? "error" : undefined} message={state.message} />
    </form>
  );
}
