import * as z from "zod/mini";
import { dsarForm as copy } from "@content/forms";
import { MAX, requiredEmail, requiredText } from "@/forms/shared/fields";

const REQUEST_TYPES = ["access", "correction", "deletion", "objection", "portability"] as const;

/** The privacy policy's data subject access request. */
export const DsarSchema = z.object({
  fullName: requiredText(copy.labels.fullName, copy.errors.fullNameRequired, MAX.name),
  email: requiredEmail(copy.labels.email, copy.errors.emailRequired, copy.errors.emailInvalid),
  requestType: z._default(z.enum(REQUEST_TYPES, copy.errors.requestTypeInvalid), "access"),
  details: requiredText(copy.labels.details, copy.errors.detailsRequired, MAX.message, { multiline: true }),
});
export type Dsar = z.infer<typeof DsarSchema>;
