import * as z from "zod/mini";
import { whistleblowForm as copy } from "@content/forms";
import { MAX, optionalEmail, optionalText, requiredText } from "@/forms/shared/fields";

/** The contact fields, shown and kept only when the preference is Yes. */
const CONTACT_FIELDS = ["yourName", "yourEmail", "yourPhoneNumber"] as const;

/**
 * Spec §5 whistleblow form: natureOfConduct and comments required; the rest
 * optional. Contact details are kept only when the preference is Yes; with
 * No they are dropped before validation, so a half-typed address in the
 * hidden fields can neither block the report nor be stored.
 */
export const WhistleblowSchema = z.pipe(
  z.transform((input: unknown) => {
    if (typeof input !== "object" || input === null) return input;
    const values: Record<string, unknown> = { ...input };
    if (values.contactPreference !== "Yes") for (const name of CONTACT_FIELDS) values[name] = "";
    return values;
  }),
  z.object({
    natureOfConduct: requiredText(copy.labels.natureOfConduct, copy.errors.natureOfConductRequired, MAX.short),
    officerNames: optionalText(copy.fieldNames.officerNames, MAX.short),
    comments: requiredText(copy.labels.comments, copy.errors.commentsRequired, MAX.message, { multiline: true }),
    /** "Yes" or anything else (absent: the default No). */
    contactPreference: z.pipe(
      z._default(z.string(), "No"),
      z.transform((v): "Yes" | "No" => (v === "Yes" ? "Yes" : "No")),
    ),
    yourName: optionalText(copy.fieldNames.yourName, MAX.name),
    yourEmail: optionalEmail(copy.fieldNames.yourEmail, copy.errors.emailInvalid),
    yourPhoneNumber: optionalText(copy.fieldNames.yourPhoneNumber, MAX.phone),
  }),
);
export type Whistleblow = z.infer<typeof WhistleblowSchema>;
