import type { Agent } from "@/forms/agent/schema";
import type { Booking } from "@/forms/booking/schema";
import type { Contact } from "@/forms/contact/schema";
import type { Dsar } from "@/forms/dsar/schema";
import type { EnquiryBusiness } from "@/forms/enquiry/schema";
import type { Whistleblow } from "@/forms/whistleblow/schema";

/** The typed fields stored with each kind of submission. */
export type FieldsByKind = {
  contact: Contact;
  enquiry: { subject: string; message: string; business: EnquiryBusiness | null };
  booking: Booking;
  agent: Agent;
  whistleblow: Whistleblow;
  dsar: Dsar;
  newsletter: { email: string };
};
export type SubmissionKind = keyof FieldsByKind;
export type SubmissionFields = FieldsByKind[SubmissionKind];

/** Reference prefixes, e.g. WB-7K3M9Q2X for a whistleblowing report. */
export const REFERENCE_PREFIX: Record<SubmissionKind, string> = {
  contact: "CT",
  enquiry: "EQ",
  booking: "BK",
  agent: "AG",
  whistleblow: "WB",
  dsar: "DS",
  newsletter: "NL",
};
