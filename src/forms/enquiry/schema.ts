import * as z from "zod/mini";
import { cleanText, wellFormed } from "@/forms/shared/fields";
import { enquiryForm as copy } from "@content/forms";
import { MAX } from "@/forms/shared/limits";
import { ENQUIRY_BUSINESSES } from "./message";

export { enquiryMessage } from "./message";

/**
 * The enquiry as POST /api/send-email takes it (spec §7 call 1): {subject,
 * message}, and the business whose mailbox receives it. The honeypot, fill
 * time and idempotency key every JSON post may carry are the engine's
 * (src/server/submissions/json-post.ts).
 */
export const EnquirySchema = z.object({
  /** The spec's fixed text; the staff e-mail's subject is built on the server, never taken from the caller. */
  subject: z.string(copy.api.subjectRequired).check(
    cleanText(),
    z.minLength(1, copy.api.subjectRequired),
    z.refine((v) => v === copy.subject, copy.api.subjectFixed(copy.subject)),
  ),
  message: z.string(copy.api.messageRequired).check(
    cleanText({ multiline: true }),
    z.minLength(1, copy.api.messageRequired),
    z.maxLength(MAX.message, copy.api.messageTooLong(MAX.message)),
    // A lone surrogate (a JSON "\ud800") is refused here: PostgreSQL refuses it in the stored JSON (a 500, issue 47).
    wellFormed("message"),
  ),
  /** Which business's mailbox receives it (the form sends it; absent: the info mailbox). */
  business: z._default(z.nullable(z.enum(ENQUIRY_BUSINESSES, copy.api.businessInvalid(ENQUIRY_BUSINESSES))), null),
});
export type Enquiry = z.infer<typeof EnquirySchema>;
