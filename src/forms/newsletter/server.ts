import "server-only";
import { newsletterForm } from "@content/forms";
import type { FormSpec } from "@/server/submissions/contract";
import { NewsletterSchema, type Newsletter } from "./schema";
import { subscribe } from "./subscribers";

/**
 * The newsletter sign-up (double opt-in, subscribers.ts). The visitor is
 * answered before the address is looked up: a new address and a confirmed
 * one get the same words at the same speed, so whether an address is on
 * the list is never revealed.
 */
export function newsletterSpec(siteUrl: string): FormSpec<Newsletter> {
  return {
    kind: "newsletter",
    referencePrefix: "NL",
    schema: NewsletterSchema,
    mails: () => [],
    storeAfterAnswer: (db, fields, received) => subscribe(db, fields.email, { siteUrl, now: received }),
    success: () => ({ message: newsletterForm.success, detail: newsletterForm.successDetail }),
    failure: newsletterForm.failure,
  };
}
