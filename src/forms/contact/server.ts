import "server-only";
import { contactForm } from "@content/forms";
import { mailCopy as copy } from "@content/mails";
import { site } from "@content/site";
import type { FormSpec } from "@/server/submissions/contract";
import { teamMail } from "@/server/submissions/mails";
import { ContactSchema, type Contact } from "./schema";

/** The Contact Us form: stored, and e-mailed to the info mailbox (Reply-To: the visitor). */
export const contactSpec: FormSpec<Contact> = {
  kind: "contact",
  referencePrefix: "CT",
  schema: ContactSchema,
  mails: (f, reference) => [
    teamMail(
      site.mailboxes.info,
      copy.contact.subject(contactForm.mailSubject, f.name, reference),
      {
        paragraphs: [copy.contact.intro],
        rows: [
          [contactForm.labels.name, f.name],
          [contactForm.labels.email, f.email],
          [contactForm.labels.message, f.message],
          [copy.referenceLabel, reference],
        ],
      },
      f.email,
    ),
  ],
  success: () => ({ message: contactForm.success }),
  failure: contactForm.failure,
};
