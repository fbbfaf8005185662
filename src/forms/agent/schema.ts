import * as z from "zod/mini";
import { agentForm as copy } from "@content/forms";
import { MAX, requiredEmail, requiredText, cleanText } from "@/forms/shared/fields";

/** Spec §5 agent form: all three fields required; the phone number is digits only. */
export const AgentSchema = z.object({
  fullName: requiredText(copy.labels.fullName, copy.errors.fullNameRequired, MAX.name),
  email: requiredEmail(copy.labels.email, copy.errors.emailRequired, copy.errors.emailInvalid),
  phoneNumber: z
    .string(copy.errors.phoneRequired)
    .check(
      cleanText(),
      z.minLength(1, copy.errors.phoneRequired),
      z.maxLength(MAX.phone, `${copy.labels.phoneNumber} must be at most ${MAX.phone} characters`),
      z.regex(/^\d*$/, copy.errors.phoneDigits),
    ),
});
export type Agent = z.infer<typeof AgentSchema>;
