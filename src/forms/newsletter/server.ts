import "server-only";
import { newsletterForm } from "@content/forms";
import type { FormSpec } from "@/server/submissions/contract";
import { NewsletterSchema, type Newsletter } from "./schema";
import { completeSignUp, queueSignUp } from "@/server/newsletter/sign-ups";

/**
 * The newsletter sign-up (double opt-in, subscribers.ts). The visitor is
 * answered before the address is looked up: a new address and a confirmed
 * one get the same words at the same speed, so whether an address is on
 * the list is never revealed. Before the answer the sign-up is only queued
 * (sign-ups.ts), the same insert for any address; a sign-up whose work
 * fails after the answer stays queued and is tried again.
 */
export function newsletterSpec(siteUrl: string): FormSpec<Newsletter> {
  return {
    kind: "newsletter",
    referencePrefix: "NL",
    schema: NewsletterSchema,
    mails: () => [],
    storeAfterAnswer: {
      queue: (db, fields, received) => queueSignUp(db, fields.email, received),
      store: (db, queued, received) => completeSignUp(db, queued, { siteUrl, now: received }),
    },
    success: () => ({ message: newsletterForm.success, detail: newsletterForm.successDetail }),
    failure: newsletterForm.failure,
  };
}
