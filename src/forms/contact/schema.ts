import * as z from "zod/mini";
import { contactForm as copy } from "@content/forms";
import { CONTACT_MESSAGE_MIN_CHARS } from "@/forms/shared/limits";
import { MAX, requiredEmail, requiredText, cleanText } from "@/forms/shared/fields";
import { common } from "@content/forms";

/** Spec §5 contact form rules, exact messages. */
export const ContactSchema = z.object({
  name: requiredText(copy.labels.name, copy.errors.nameRequired, MAX.name),
  email: requiredEmail(copy.labels.email, copy.errors.emailRequired, copy.errors.emailInvalid),
  message: z
    .string(copy.errors.messageRequired)
    .check(
      cleanText({ multiline: true }),
      z.minLength(1, copy.errors.messageRequired),
      z.minLength(CONTACT_MESSAGE_MIN_CHARS, copy.errors.messageTooShort),
      z.maxLength(MAX.message, common.tooLong(copy.labels.message, MAX.message)),
    ),
});
export type Contact = z.infer<typeof ContactSchema>;
