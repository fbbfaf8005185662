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
    contactPreference: z._default(z.enum(["No", "Yes"]), "No"),
    yourName: optionalText("Your name", MAX.name),
    yourEmail: optionalEmail("Your e-mail", copy.errors.emailInvalid),
    yourPhoneNumber: optionalText("Your phone number", MAX.phone),
  }),
  z.transform((v) =>
    v.contactPreference === "Yes" ? v : { ...v, yourName: "", yourEmail: "", yourPhoneNumber: "" },
  ),
);
export type Whistleblow = z.infer<typeof WhistleblowSchema>;
