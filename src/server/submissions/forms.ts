import { agentForm, bookingForm, contactForm, dsarForm, newsletterForm, whistleblowForm } from "@content/forms";
import { residences } from "@content/residences";
import { COMPLAINT_ACKNOWLEDGEMENT_HOURS, COMPLAINT_RESOLUTION } from "@content/site";
import { AgentSchema } from "@/forms/agent/schema";
import { BookingSchema } from "@/forms/booking/schema";
import { ContactSchema } from "@/forms/contact/schema";
import { DsarSchema } from "@/forms/dsar/schema";
import { NewsletterSchema } from "@/forms/newsletter/schema";
import { WhistleblowSchema } from "@/forms/whistleblow/schema";
import type { FormSpec } from "./process";
import { agentMails, bookingMails, contactMails, dsarMails, whistleblowMails } from "./mails";
import { subscribe } from "./newsletter";
import { newReference } from "./guard";

/** Each form of the site: its schema, e-mails and answers. */

export const contactSpec: FormSpec<"contact"> = {
  kind: "contact",
  schema: ContactSchema,
  fieldNames: ["name", "email", "message"],
  mails: contactMails,
  success: () => ({ message: contactForm.success }),
  failure: contactForm.failure,
};

/** The rooms a booking request may name: those /residences shows. */
const ROOM_TITLES: ReadonlySet<string> = new Set(residences.rooms.items.map((room) => room.title));

export const bookingSpec: FormSpec<"booking"> = {
  kind: "booking",
  schema: BookingSchema,
  fieldNames: ["roomTitle", "name", "email", "date"],
  // The room comes in a hidden field, so a post can name any text; the residences team books by this title.
  refusal: (f) => (ROOM_TITLES.has(f.roomTitle) ? null : bookingForm.roomUnavailable),
  mails: bookingMails,
  success: (f) => ({ message: `${bookingForm.success} ${f.roomTitle}`, detail: bookingForm.successDetail }),
  failure: bookingForm.failure,
};

export const agentSpec: FormSpec<"agent"> = {
  kind: "agent",
  schema: AgentSchema,
  fieldNames: ["fullName", "email", "phoneNumber"],
  status: "pending",
  mails: agentMails,
  success: () => ({ message: agentForm.success }),
  failure: agentForm.failure,
};

export const whistleblowSpec: FormSpec<"whistleblow"> = {
  kind: "whistleblow",
  schema: WhistleblowSchema,
  fieldNames: ["natureOfConduct", "officerNames", "comments", "contactPreference", "yourName", "yourEmail", "yourPhoneNumber"],
  mails: whistleblowMails,
  success: (_f, reference) => ({ message: whistleblowForm.success, detail: `${whistleblowForm.referenceNote} ${reference}` }),
  failure: whistleblowForm.failure,
};

export const dsarSpec: FormSpec<"dsar"> = {
  kind: "dsar",
  schema: DsarSchema,
  fieldNames: ["fullName", "email", "requestType", "details"],
  mails: dsarMails,
  success: () => ({ message: dsarForm.success(COMPLAINT_ACKNOWLEDGEMENT_HOURS, COMPLAINT_RESOLUTION) }),
  failure: dsarForm.failure,
};

export function newsletterSpec(siteUrl: string): FormSpec<"newsletter"> {
  return {
    kind: "newsletter",
    schema: NewsletterSchema,
    fieldNames: ["email"],
    mails: () => [],
    store: async (db, fields, now) => {
      await subscribe(db, fields.email, { siteUrl, now: new Date(now) });
      return newReference("NL");
    },
    success: () => ({ message: newsletterForm.success, detail: newsletterForm.successDetail }),
    failure: newsletterForm.failure,
  };
}
