import "server-only";
import { enquiryForm } from "@content/forms";
import { mailCopy as copy } from "@content/mails";
import { site } from "@content/site";
import type { FormSpec } from "@/server/submissions/contract";
import { teamMail } from "@/server/submissions/mails";
import { MAX } from "@/forms/shared/limits";
import { parseEnquiryMessage } from "./message";
import { EnquirySchema, type Enquiry } from "./schema";

/** At most `max` characters (code points, so no emoji is cut in half). */
const cut = (value: string, max: number) => Array.from(value).slice(0, max).join("");

/** The staff e-mail: to the business's mailbox, its subject saying what is asked and by whom. */
function enquiryMails(f: Enquiry, reference: string) {
  const recipient =
    f.business === "asset-management"
      ? site.mailboxes.assetManagement
      : f.business === "commodities"
        ? site.mailboxes.commodities
        : site.mailboxes.info;
  const m = parseEnquiryMessage(f.message);
  const subject = copy.enquiry.subject({
    subject: f.subject,
    // Only the form's own two words: any other "Type:" text stays in the body.
    type: m.type === enquiryForm.labels.buy || m.type === enquiryForm.labels.sell ? m.type : "",
    product: cut(m.productName, MAX.short),
    client: cut(m.clientName, MAX.name),
    reference,
  });
  // Unanswerable only when nothing else was written either (a caller's own "phone: …" line may hold the contact).
  const noContact = !m.clientName && !m.phoneNumber && m.otherLines.length === 0;
  return [
    teamMail(recipient, subject, {
      paragraphs: [copy.enquiry.intro, ...(noContact ? [copy.enquiry.noContact] : [])],
      rows: [
        [copy.referenceLabel, reference],
        [enquiryForm.labels.type, m.type],
        [enquiryForm.labels.productName, m.productName],
        [enquiryForm.labels.clientName, m.clientName],
        [enquiryForm.labels.phoneNumber, m.phoneNumber],
        ...(m.otherLines.length ? ([[copy.enquiry.otherLinesLabel, m.otherLines.join("\n")]] as [string, string][]) : []),
      ],
    }),
  ];
}

/** The buy/sell enquiry, posted as JSON to /api/send-email (src/app/api/send-email/route.ts). */
export const enquirySpec: FormSpec<Enquiry> = {
  kind: "enquiry",
  referencePrefix: "EQ",
  schema: EnquirySchema,
  mails: enquiryMails,
  success: () => ({ message: enquiryForm.success }),
  failure: enquiryForm.api.storeFailed,
};
