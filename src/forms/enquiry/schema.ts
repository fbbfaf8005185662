import * as z from "zod/mini";
import { cleanText } from "@/forms/shared/fields";
import { enquiryForm as copy } from "@content/forms";
import { MAX } from "@/forms/shared/limits";
import { ENQUIRY_BUSINESSES } from "./message";

export { ENQUIRY_BUSINESSES, enquiryMessage, type EnquiryBusiness, type EnquiryFields } from "./message";

/** The body of POST /api/send-email: {subject, message} plus optional extras. */
export const SendEmailSchema = z.object({
  /** The spec's fixed text; the staff e-mail's subject is built on the server, never taken from the caller. */
  subject: z.string(copy.api.subjectRequired).check(
    cleanText(),
    z.minLength(1, copy.api.subjectRequired),
    z.refine((v) => v === copy.subject, copy.api.subjectFixed(copy.subject)),
  ),
  message: z
    .string(copy.api.messageRequired)
    .check(
      cleanText({ multiline: true }),
      z.minLength(1, copy.api.messageRequired),
      z.maxLength(MAX.message, `message must be at most ${MAX.message} characters`),
    ),
  /** Which business's mailbox receives it (the form sends it; default: the info mailbox). */
  business: z.optional(z.enum(ENQUIRY_BUSINESSES, `business must be one of ${ENQUIRY_BUSINESSES.join(", ")}`)),
  /** Honeypot. */
  website: z.optional(z.string().check(z.maxLength(MAX.short))),
  /** Milliseconds from showing the form to sending it, measured in the browser. */
  fillMs: z.optional(z.number()),
  idempotencyKey: z.optional(z.string().check(z.minLength(8), z.maxLength(128), z.regex(/^[\w-]+$/))),
});
export type SendEmail = z.infer<typeof SendEmailSchema>;
