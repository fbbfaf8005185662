import * as z from "zod/mini";
import { enquiryForm as copy } from "@content/forms";
import { MAX } from "@/forms/shared/fields";

/** The enquiry form's fields (spec §5: no validation; lengths are bounded). */
export type EnquiryFields = { type: "" | "buy" | "sell"; productName: string; clientName: string; phoneNumber: string };

export const ENQUIRY_BUSINESSES = ["asset-management", "commodities"] as const;
export type EnquiryBusiness = (typeof ENQUIRY_BUSINESSES)[number];

/** Spec §7 call 1: the message is plain text, one line per field. */
export function enquiryMessage(fields: EnquiryFields): string {
  const type = fields.type === "buy" ? copy.labels.buy : fields.type === "sell" ? copy.labels.sell : "";
  return [
    `${copy.labels.type}: ${type}`,
    `${copy.labels.productName}: ${fields.productName}`,
    `${copy.labels.clientName}: ${fields.clientName}`,
    `${copy.labels.phoneNumber}: ${fields.phoneNumber}`,
  ].join("\n");
}

/** The body of POST /api/send-email: {subject, message} plus optional extras. */
export const SendEmailSchema = z.object({
  subject: z
    .string(copy.api.subjectRequired)
    .check(z.trim(), z.minLength(1, copy.api.subjectRequired), z.maxLength(MAX.short, `subject must be at most ${MAX.short} characters`)),
  message: z
    .string(copy.api.messageRequired)
    .check(z.trim(), z.minLength(1, copy.api.messageRequired), z.maxLength(MAX.message, `message must be at most ${MAX.message} characters`)),
  /** Which business's mailbox receives it (the form sends it; default: the info mailbox). */
  business: z.optional(z.enum(ENQUIRY_BUSINESSES, `business must be one of ${ENQUIRY_BUSINESSES.join(", ")}`)),
  /** Honeypot. */
  website: z.optional(z.string().check(z.maxLength(MAX.short))),
  /** Epoch ms at which the form was shown. */
  startedAt: z.optional(z.number()),
  idempotencyKey: z.optional(z.string().check(z.minLength(8), z.maxLength(128), z.regex(/^[\w-]+$/))),
});
export type SendEmail = z.infer<typeof SendEmailSchema>;
