import { site } from "@content/site";
import { WhistleblowSchema, type Whistleblow } from "@/forms/whistleblow/schema";
import type { FormSpec } from "@/server/submissions/contract";
import { teamMail } from "@/server/submissions/mails";

/**
 * A whistleblowing report as the site stored it before the case model (migration 0007): a
 * submission row and an e-mail with its words. Such rows may still be in a database when the site
 * is upgraded; the purge deletes them once delivered and rewrites the tables (purge.ts,
 * reclaim.ts). The retention tests store them with this spec; new reports are cases.
 */
export const legacyWhistleblowSpec: FormSpec<Whistleblow> = {
  kind: "whistleblow",
  referencePrefix: "WB",
  schema: WhistleblowSchema,
  anonymous: true,
  mails: (f, reference) => [
    teamMail(site.mailboxes.ethics, `Whistleblowing report [${reference}]`, {
      rows: [
        ["Nature of conduct", f.natureOfConduct],
        ["Comments", f.comments],
      ],
    }),
  ],
  success: (_f, reference) => ({ message: "stored", detail: reference }),
  failure: "failed",
};
