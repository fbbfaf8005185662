import * as z from "zod/mini";
import { newsletterForm as copy } from "@content/forms";
import { EMAIL_PATTERN, MAX, cleanText } from "@/forms/shared/fields";

/** Spec §5: an empty (or invalid) address gives the one message. Stored lower-cased. */
export const NewsletterSchema = z.object({
  email: z
    .string(copy.errors.emailInvalid)
    .check(
      cleanText(),
      z.minLength(1, copy.errors.emailInvalid),
      z.maxLength(MAX.email, { error: copy.errors.emailInvalid, abort: true }),
      z.regex(EMAIL_PATTERN, copy.errors.emailInvalid),
      z.toLowerCase(),
    ),
});
export type Newsletter = z.infer<typeof NewsletterSchema>;
