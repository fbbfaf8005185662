import * as z from "zod/mini";
import { common } from "@content/forms";
import { isMalformed } from "@/lib/hostile-input";

/**
 * Field schemas shared by the browser (instant errors) and the server
 * (authoritative). zod/mini keeps the client bundle small.
 */

import { EMAIL_PATTERN, MAX } from "./limits";

export { EMAIL_PATTERN, MAX };

/** Whether a text field keeps its line breaks (a message) or is one line (a name, a subject). */
export type TextShape = { multiline?: boolean };

/**
 * The one clean-up every text field gets before its checks: the other line
 * breaks (CR, CRLF, NEL and the Unicode line and paragraph separators, which
 * some mail programs show as breaks) become line feeds, and control
 * characters other than tab and line feed are removed (a NUL pasted from a
 * PDF would make PostgreSQL refuse the whole row), and the ends are trimmed.
 * A multi-line field keeps its line breaks, each counted as one character as
 * the textarea's maxLength counts them (a browser posts them as CRLF). A
 * one-line field gets every run of white space, line breaks included, as one
 * space: a name posted with a line break in it cannot start a new row of the
 * staff e-mail ("Bcc: ...") or of a confirmation.
 */
export function cleanText({ multiline = false }: TextShape = {}) {
  return z.overwrite((value: string) => {
    const cleaned = value.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n").replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "");
    return (multiline ? cleaned : cleaned.replace(/\s+/g, " ")).trim();
  });
}

/**
 * Malformed Unicode (a lone surrogate, from a JSON `\ud800`) is refused with
 * the field's message rather than stored as replacement characters (issue 41,
 * src/lib/hostile-input.ts). A NUL never gets here: cleanText removes it.
 */
export const wellFormed = (label: string) => z.refine<string>((value) => !isMalformed(value), common.unreadable(label));

/** A required text, cleaned and trimmed (cleanText), with a length bound. */
export function requiredText(label: string, requiredMessage: string, max: number, shape: TextShape = {}) {
  return z
    .string(requiredMessage)
    .check(cleanText(shape), z.minLength(1, requiredMessage), z.maxLength(max, common.tooLong(label, max)), wellFormed(label));
}

/** An optional text, cleaned and trimmed (cleanText), with a length bound ("" when absent). */
export function optionalText(label: string, max: number, shape: TextShape = {}) {
  return z._default(z.string().check(cleanText(shape), z.maxLength(max, common.tooLong(label, max)), wellFormed(label)), "");
}

/**
 * A required e-mail address. An over-long one stops at the length check
 * (abort): nothing longer than MAX.email reaches the pattern.
 */
export function requiredEmail(label: string, requiredMessage: string, invalidMessage: string) {
  return z
    .string(requiredMessage)
    .check(
      cleanText(),
      z.minLength(1, requiredMessage),
      z.maxLength(MAX.email, { error: common.tooLong(label, MAX.email), abort: true }),
      z.regex(EMAIL_PATTERN, invalidMessage),
    );
}

/** An optional e-mail address: empty, or valid. */
export function optionalEmail(label: string, invalidMessage: string) {
  return z._default(
    z.string().check(
      cleanText(),
      z.maxLength(MAX.email, { error: common.tooLong(label, MAX.email), abort: true }),
      z.refine((v) => v === "" || EMAIL_PATTERN.test(v), invalidMessage),
    ),
    "",
  );
}
