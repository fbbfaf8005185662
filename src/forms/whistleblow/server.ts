import "server-only";
import { whistleblowForm } from "@content/forms";
import { mailCopy as copy } from "@content/mails";
import { site } from "@content/site";
import type { FormSpec } from "@/server/submissions/contract";
import { teamMail } from "@/server/submissions/mails";
import { WhistleblowSchema, type Whistleblow } from "./schema";

/**
 * The whistleblowing report: nothing about the reporter is kept (no address,
 * user agent or cookie; the rate limit counts a keyed hash in memory), only
 * the ethics mailbox is e-mailed, and the reporter is shown a reference.
 */
export const whistleblowSpec: FormSpec<Whistleblow> = {
  kind: "whistleblow",
  referencePrefix: "WB",
  schema: WhistleblowSchema,
  anonymous: true,
  // No confirmation e-mail (the reporter may be anonymous). A reply goes to the reporter only when they
  // asked to be contacted and gave an address (Yes keeps it; No drops it).
  mails: (f, reference) => [
    teamMail(
      site.mailboxes.ethics,
      copy.whistleblow.subject(reference),
      {
        paragraphs: [copy.whistleblow.intro],
        rows: [
          [whistleblowForm.labels.natureOfConduct, f.natureOfConduct],
          [copy.whistleblow.labels.officerNames, f.officerNames],
          [whistleblowForm.labels.comments, f.comments],
          [copy.whistleblow.labels.contactPreference, f.contactPreference],
          ...(f.contactPreference === "Yes"
            ? ([
                [copy.whistleblow.labels.name, f.yourName],
                [copy.whistleblow.labels.email, f.yourEmail],
                [copy.whistleblow.labels.phone, f.yourPhoneNumber],
              ] as [string, string][])
            : []),
          [copy.referenceLabel, reference],
        ],
      },
      f.contactPreference === "Yes" && f.yourEmail ? f.yourEmail : undefined,
    ),
  ],
  success: (_f, reference) => ({ message: whistleblowForm.success, detail: `${whistleblowForm.referenceNote} ${reference}` }),
  failure: whistleblowForm.failure,
};
