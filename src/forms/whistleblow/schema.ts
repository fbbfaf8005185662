import * as z from "zod/mini";
import { whistleblowForm as copy } from "@content/forms";
import { MAX, optionalEmail, optionalText, requiredText } from "@/forms/shared/fields";

/**
 * Spec §5 whistleblow form: natureOfConduct and comments required; the rest
 * optional. Contact details are kept only when the preference is Yes.
 */
export const WhistleblowSchema = z.pipe(
  z.object({
    natureOfConduct: requiredText(copy.labels.natureOfConduct, copy.errors.natureOfConductRequired, MAX.short),
    officerNames: optionalText("Names of officers", MAX.short),
    comments: requiredText(copy.labels.comments, copy.errors.commentsRequired, MAX.message),
    /** "Yes" or anything else (absent: the default No). */
    contactPreference: z._default(z.string(), "No"),
    yourName: optionalText("Your name", MAX.name),
    yourEmail: optionalEmail("Your e-mail", copy.errors.emailInvalid),
    yourPhoneNumber: optionalText("Your phone number", MAX.phone),
  }),
  z.transform((v) =>
    v.contactPreference === "Yes"
      ? { ...v, contactPreference: "Yes" as const }
      : { ...v, contactPreference: "No" as const, yourName: "", yourEmail: "", yourPhoneNumber: "" },
  ),
);
export type Whistleblow = z.infer<typeof WhistleblowSchema>;
