import "server-only";
import { whistleblowForm } from "@content/forms";
import type { FormSpec } from "@/server/submissions/contract";
import { createCase } from "@/server/whistleblowing/cases";
import { formatReceipt, type PrivateKey } from "@/server/whistleblowing/crypto";
import { WhistleblowSchema, type Whistleblow } from "./schema";

/** Told of the new case while the request still has it (the action starts the reporter's follow-up session). */
export type OnCase = (opened: { caseId: number; caseKey: PrivateKey }) => void;

/**
 * The whistleblowing report as a case (issue 31, decision 097): nothing about the reporter is kept
 * (no address, user agent or cookie; the rate limit counts a keyed hash in memory); the report is
 * encrypted before it is stored, the ethics mailbox gets a content-free e-mail, and the reporter is
 * shown a 16-digit receipt once (the answer's detail), which the site keeps only as a slow hash.
 * Contact details are kept (encrypted) only with Yes; the reporter is never e-mailed by the form.
 */
export function whistleblowSpecWith(onCase?: OnCase): FormSpec<Whistleblow> {
  return {
    kind: "whistleblow",
    referencePrefix: "WB",
    schema: WhistleblowSchema,
    anonymous: true,
    mails: () => [],
    storeOwn: async (db, fields, received) => {
      const made = await createCase(db, { fields, now: received });
      onCase?.({ caseId: made.caseId, caseKey: made.caseKey });
      return { reference: made.reference, detail: formatReceipt(made.receipt) };
    },
    success: () => ({ message: whistleblowForm.success }),
    failure: whistleblowForm.failure,
  };
}

export const whistleblowSpec = whistleblowSpecWith();
