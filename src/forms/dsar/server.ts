import "server-only";
import { dsarForm } from "@content/forms";
import { mailCopy as copy } from "@content/mails";
import { COMPLAINT_ACKNOWLEDGEMENT_HOURS, COMPLAINT_RESOLUTION, site } from "@content/site";
import type { FormSpec } from "@/server/submissions/contract";
import { teamMail, visitorMail } from "@/server/submissions/mails";
import { dsarDeadlines } from "./deadlines";
import { DsarSchema, type Dsar } from "./schema";

/** The privacy policy's data subject access request: to the privacy team with its deadlines, confirmed to the requester. */
export const dsarSpec: FormSpec<Dsar> = {
  kind: "dsar",
  referencePrefix: "DS",
  schema: DsarSchema,
  mails: (f, reference, received) => {
    const type = dsarForm.requestTypes.find((t) => t.value === f.requestType)?.label ?? f.requestType;
    return [
      teamMail(
        site.mailboxes.privacy,
        copy.dsar.subject(f.requestType, f.fullName, reference),
        {
          paragraphs: [copy.dsar.intro, copy.dsar.deadlines(dsarDeadlines(received))],
          rows: [
            [dsarForm.labels.fullName, f.fullName],
            [dsarForm.labels.email, f.email],
            [dsarForm.labels.requestType, type],
            [dsarForm.labels.details, f.details],
            [copy.referenceLabel, reference],
          ],
        },
        f.email,
      ),
      visitorMail(
        f.email,
        copy.dsar.applicantSubject(reference),
        {
          paragraphs: [copy.greeting, copy.dsar.applicantText(type)],
          rows: [[copy.referenceLabel, reference]],
          footer: [copy.dsar.questions],
        },
        site.mailboxes.privacy,
      ),
    ];
  },
  success: () => ({ message: dsarForm.success(COMPLAINT_ACKNOWLEDGEMENT_HOURS, COMPLAINT_RESOLUTION) }),
  failure: dsarForm.failure,
};
