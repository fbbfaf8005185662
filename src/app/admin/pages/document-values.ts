/**
 * A page document in a form and back (issue 48): each text, number or switch
 * of the document is a field named by its kind and path ("s:hero.slides.0.text"),
 * so the schema's messages, keyed by the same paths, land on their fields,
 * and any page's document is edited by one form.
 */

export type Doc = Record<string, unknown>;

/** A field's kind: s text, n whole number, b switch. */
type Kind = "s" | "n" | "b";

/** The field name of a value at `path`. */
export function fieldName(kind: Kind, path: readonly (string | number)[]): string {
  return `${kind}:${path.join(".")}`;
}

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

function setAt(target: Doc, path: string[], value: unknown): void {
  // A field no form makes (a hostile post): ignored, never an object's prototype.
  if (path.some((part) => FORBIDDEN.has(part))) return;
  let node: Record<string, unknown> | unknown[] = target;
  path.forEach((part, i) => {
    const last = i === path.length - 1;
    const key = /^\d{1,3}$/.test(part) ? Number(part) : part;
    const bag = node as Record<string | number, unknown>;
    if (last) bag[key] = value;
    else {
      bag[key] ??= /^\d{1,3}$/.test(path[i + 1]!) ? [] : {};
      node = bag[key] as Record<string, unknown>;
    }
  });
}

/** The document a form posted (arrays left dense in their order). At most `max` fields. */
export function docFromForm(form: FormData, max = 2000): Doc {
  const doc: Doc = {};
  let count = 0;
  for (const [name, raw] of form.entries()) {
    const match = /^([snb]):([\w.]{1,200})$/.exec(name);
    // An uploaded picture's size (the upload field's "<name>.bytes") is not part of the page.
    if (!match || typeof raw !== "string" || name.endsWith(".bytes") || ++count > max) continue;
    const text = raw.slice(0, 100_000);
    const value =
      match[1] === "n" ? (/^-?\d{1,9}$/.test(text.trim()) ? Number(text) : Number.NaN) : match[1] === "b" ? text === "on" : text;
    if (match[1] === "s" && /\.(image|portrait|img)$/.test(match[2]!) && text.trim() === "") continue;
    setAt(doc, match[2]!.split("."), match[1] === "s" ? text.replace(/\r\n/g, "\n") : value);
  }
  return compact(doc) as Doc;
}

/** Arrays without holes (a removed item leaves none). */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
  return value;
}

/** A list change asked by a button ("up|hero.slides|2"): applied to the posted document, not saved. */
export function applyListChange(doc: Doc, request: string): boolean {
  const [op, path, at] = request.split("|");
  let list: unknown = doc;
  for (const part of (path ?? "").split(".")) list = (list as Record<string, unknown> | undefined)?.[part];
  const index = Number(at);
  if (!Array.isArray(list) || !Number.isInteger(index) || index < 0 || index >= list.length) return false;
  if (op === "up" && index > 0) [list[index - 1], list[index]] = [list[index], list[index - 1]];
  else if (op === "down" && index < list.length - 1) [list[index + 1], list[index]] = [list[index], list[index + 1]];
  else if (op === "remove") list.splice(index, 1);
  else if (op === "add") list.splice(index + 1, 0, structuredClone(list[index]));
  else return false;
  return true;
}
