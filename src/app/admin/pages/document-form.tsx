"use client";

import { useActionState } from "react";
import { adminPages as words } from "@content/admin-pages";
import { imageFolder } from "@content/media";
import { publishedItemsCopy } from "@content/admin-published-items";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { usePermalink } from "@/admin/post-form";
import type { EditorState } from "../_publishing/save";
import { UploadField } from "../_publishing/upload-field";
import { savePageAction } from "./actions";
import { fieldName, type Doc } from "./document-values";

type Path = (string | number)[];
type Errors = Record<string, string>;
/** Names of the document's top-level parts that its keys do not say (the page heads' "theFirm": "The Firm (/the-firm)"). */
type Sections = Record<string, string>;

/** "chiefExecutive" → "Chief executive"; an item of "slides" → "Slide 2". */
function labelOf(path: Path): string {
  const last = path[path.length - 1];
  if (typeof last === "number") {
    const list = labelOf(path.slice(0, -1));
    return words.item(list.replace(/s$/, ""), last + 1);
  }
  const known = Object.hasOwn(words.keyLabels, String(last)) ? words.keyLabels[String(last)] : undefined;
  if (known) return known;
  const text = String(last ?? "").replace(/([A-Z])/g, " $1");
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

const smallButton = buttonClass({ variant: "secondary", size: "sm" });

/** The buttons that change a list in the form (the server applies them and sends the form back, unsaved). */
function ListButtons({ path, index, length }: { path: Path; index: number; length: number }) {
  const at = `${path.join(".")}|${index}`;
  const item = labelOf([...path, index]);
  return (
    <div className="flex flex-wrap gap-2">
      {index > 0 ? (
        <button type="submit" name="list" value={`up|${at}`} className={smallButton} aria-label={`${words.moveUp}: ${item}`}>
          {words.moveUp}
        </button>
      ) : null}
      {index < length - 1 ? (
        <button type="submit" name="list" value={`down|${at}`} className={smallButton} aria-label={`${words.moveDown}: ${item}`}>
          {words.moveDown}
        </button>
      ) : null}
      <button type="submit" name="list" value={`remove|${at}`} className={smallButton} aria-label={`${words.remove}: ${item}`}>
        {words.remove}
      </button>
      {index === length - 1 ? (
        <button type="submit" name="list" value={`add|${at}`} className={smallButton}>
          {words.add(labelOf(path))}
        </button>
      ) : null}
    </div>
  );
}

/** One value of the document: a group of fields, a list, or a field. */
function Node({ value, path, errors, sections = {} }: { value: unknown; path: Path; errors: Errors; sections?: Sections }) {
  const key = path.join(".");
  if (Array.isArray(value) || (value && typeof value === "object")) {
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    const Heading = path.length <= 1 ? "h2" : "h3";
    return (
      <fieldset className="grid min-w-0 gap-4 rounded border border-ink/20 p-4" aria-describedby={errors[key] ? `${key}-error` : undefined}>
        <legend className="px-1">
          <Heading className="font-semibold">{(path.length === 1 && sections[key]) || labelOf(path)}</Heading>
        </legend>
        {errors[key] ? (
          <p id={`${key}-error`} className="font-medium text-danger">
            {words.listError}: {errors[key]}
          </p>
        ) : null}
        {entries.map(([part, child], index) => (
          <div key={part} className="grid gap-3">
            <Node value={child} path={[...path, part]} errors={errors} />
            {Array.isArray(value) ? <ListButtons path={path} index={index} length={value.length} /> : null}
          </div>
        ))}
      </fieldset>
    );
  }
  if (typeof value === "number")
    return <Field name={fieldName("n", path)} type="number" step={1} label={labelOf(path)} defaultValue={value} error={errors[key]} />;
  if (typeof value === "boolean") return <Field name={fieldName("b", path)} type="checkbox" label={labelOf(path)} defaultChecked={value} />;
  const text = String(value ?? "");
  // A picture: replaced through the upload pipeline, at its folder's size (a slide stays a slide).
  const folder = imageFolder(text);
  if (folder)
    return (
      <UploadField
        name={fieldName("s", path)}
        field={key}
        label={labelOf(path)}
        kind="image"
        folder={folder}
        value={text}
        error={errors[key]}
      />
    );
  const long = text.length > 90 || text.includes("\n");
  return long ? (
    <Field
      as="textarea"
      name={fieldName("s", path)}
      label={labelOf(path)}
      defaultValue={text}
      error={errors[key]}
      rows={key === "source" ? 30 : 4}
    />
  ) : (
    <Field name={fieldName("s", path)} label={labelOf(path)} defaultValue={text} error={errors[key]} autoComplete="off" />
  );
}

/** A site page's editor: every word, figure and list of its document, checked on the server by the page's schema. */
export function DocumentForm({
  initial,
  itemKey,
  revision,
  sections,
}: {
  initial: Doc;
  itemKey: string;
  revision: number;
  sections?: Sections;
}) {
  const [state, action, pending] = useActionState<EditorState<Doc>, FormData>(savePageAction, {}, usePermalink());
  const doc = state.values ?? initial;
  const errors = state.errors ?? {};
  return (
    <form action={action} className="grid gap-5" key={JSON.stringify(state.values ?? null)} noValidate>
      <input type="hidden" name="key" value={itemKey} />
      <input type="hidden" name="revision" value={state.revision ?? revision} />
      <FormStatus
        tone={state.message && state.message !== words.listChanged ? "error" : undefined}
        message={state.message}
        detail={errors._}
      />
      {/* First in the form, so Enter in a field saves rather than pressing a list's button. */}
      <button type="submit" className={buttonClass({ variant: "secondary", className: "justify-self-start" })} disabled={pending}>
        {publishedItemsCopy.save}
      </button>
      {Object.entries(doc).map(([part, value]) => (
        <Node key={part} value={value} path={[part]} errors={errors} sections={sections} />
      ))}
      <button type="submit" className={buttonClass({ className: "justify-self-start" })} disabled={pending}>
        {publishedItemsCopy.save}
      </button>
    </form>
  );
}
