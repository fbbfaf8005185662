import { HIDDEN } from "@/lib/form-protocol";

/** Marks the moment a form was shown (performance.now, a monotonic clock). */
export const SHOWN_AT = "data-shown-at";

/**
 * The form's fill time in whole milliseconds, from the moment it was shown to
 * now, on the browser's own monotonic clock; also written into the hidden
 * field so that a FormData taken afterwards carries it. Undefined when the
 * form has no HiddenFields.
 */
export function fillTime(form: HTMLFormElement): number | undefined {
  const input = form.elements.namedItem(HIDDEN.fillMs);
  if (!(input instanceof HTMLInputElement)) return undefined;
  const mark = input.getAttribute(SHOWN_AT);
  const shownAt = mark === null ? NaN : Number(mark);
  if (!Number.isFinite(shownAt)) return undefined;
  const elapsed = Math.round(performance.now() - shownAt);
  input.value = String(elapsed);
  return elapsed;
}
