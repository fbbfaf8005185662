import * as z from "zod/mini";
import { agentForm as copy, common } from "@content/forms";
import { MAX, requiredEmail, requiredText, cleanText } from "@/forms/shared/fields";

/** What people type between a phone number's digits: spaces, dashes, dots and brackets. */
const PHONE_SEPARATORS = /[\s\-.()]/g;
/** E.164 allows at most 15 digits; no reachable number has fewer than 7. */
const PHONE_DIGITS = { min: 7, max: 15 };

/**
 * Spec §5 agent form: all three fields required; the phone number is digits
 * only. Beyond the spec: the separators people type (and browsers autofill,
 * "+234 803 123 4567") are taken out first, a leading + for the country code
 * is kept, and the number must have 7 to 15 digits, so the team can call it.
 */
export const AgentSchema = z.object({
  fullName: requiredText(copy.labels.fullName, copy.errors.fullNameRequired, MAX.name),
  email: requiredEmail(copy.labels.email, copy.errors.emailRequired, copy.errors.emailInvalid),
  phoneNumber: z.string(copy.errors.phoneRequired).check(
    cleanText(),
    z.minLength(1, copy.errors.phoneRequired),
    z.maxLength(MAX.phone, common.tooLong(copy.labels.phoneNumber, MAX.phone)),
    z.overwrite((value) => value.replace(PHONE_SEPARATORS, "")),
    z.regex(/^\+?\d*$/, copy.errors.phoneDigits),
    z.refine((value) => {
      const digits = value.replace("+", "").length;
      return !/^\+?\d+$/.test(value) || (digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max);
    }, copy.errors.phoneLength),
  ),
});
export type Agent = z.infer<typeof AgentSchema>;
