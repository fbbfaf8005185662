import { agentForm, bookingForm, contactForm, dsarForm, enquiryForm, whistleblowForm } from "@content/forms";
import { parseEnquiryMessage } from "@/forms/enquiry/message";
import { MAX } from "@/forms/shared/limits";
import { mailCopy as copy } from "@content/mails";
import { site } from "@content/site";
import type { OutboxMail } from "../mail/outbox";
import { dayOf } from "../lagos-clock";
import { renderEmail } from "../mail/render";
import { dsarDeadlines } from "./dsar-deadlines";
import type { FieldsByKind } from "./kinds";

/** The e-mails each kind of submission sends: to the team, and a confirmation where the spec promises one. */

function mail(recipient: string, subject: string, content: Parameters<typeof renderEmail>[0], replyTo?: string): OutboxMail {
  return { recipient, subject, ...renderEmail(content), ...(replyTo ? { replyTo } : {}) };
}

/** A confirmation to the address the visitor typed: within the visitor mail budget (src/server/mail/visitor-budget.ts). */
function visitorMail(...args: Parameters<typeof mail>): OutboxMail {
  return { ...mail(...args), toVisitor: true };
}

export function contactMails(f: FieldsByKind["contact"], reference: string): OutboxMail[] {
  return [
    mail(
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
  ];
}

/** At most `max` characters (code points, so no emoji is cut in half). */
const cut = (value: string, max: number) => Array.from(value).slice(0, max).join("");

export function enquiryMails(f: FieldsByKind["enquiry"], reference: string): OutboxMail[] {
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
    mail(recipient, subject, {
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

/**
 * A booking's day as the residences team reads it: "Saturday 5 December
 * 2026". The form posts a calendar date (a day in Abuja), not a moment, so
 * it is read and written in UTC: no time zone, the server's or Lagos's,
 * can move it to the day before or after.
 */
function readableDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return `${day.toLocaleDateString("en-GB", { timeZone: "UTC", weekday: "long" })} ${dayOf(day)}`;
}

export function bookingMails(f: FieldsByKind["booking"], reference: string): OutboxMail[] {
  const day = readableDay(f.date);
  return [
    mail(
      site.mailboxes.residences,
      copy.booking.subject(f.roomTitle, day, f.name, reference),
      {
        paragraphs: [copy.booking.intro],
        rows: [
          [copy.booking.roomLabel, f.roomTitle],
          [bookingForm.labels.name, f.name],
          [bookingForm.labels.email, f.email],
          [bookingForm.labels.date, copy.booking.date(day, f.date)],
          [copy.referenceLabel, reference],
        ],
      },
      f.email,
    ),
  ];
}

export function agentMails(f: FieldsByKind["agent"], reference: string): OutboxMail[] {
  return [
    mail(
      site.mailboxes.agents,
      copy.agent.subject(f.fullName, reference),
      {
        paragraphs: [copy.agent.intro],
        rows: [
          [agentForm.labels.fullName, f.fullName],
          [agentForm.labels.email, f.email],
          [agentForm.labels.phoneNumber, f.phoneNumber],
          [copy.referenceLabel, reference],
        ],
      },
      f.email,
    ),
    visitorMail(
      f.email,
      copy.agent.applicantSubject,
      {
        paragraphs: [copy.greeting, copy.agent.applicantText],
        rows: [[copy.referenceLabel, reference]],
      },
      site.mailboxes.agents,
    ),
  ];
}

export function whistleblowMails(f: FieldsByKind["whistleblow"], reference: string): OutboxMail[] {
  // Only to the ethics mailbox; no confirmation e-mail (the reporter may be anonymous). A reply goes
  // to the reporter only when they asked to be contacted and gave an address (Yes keeps it; No drops it).
  const replyTo = f.contactPreference === "Yes" && f.yourEmail ? f.yourEmail : undefined;
  return [
    mail(
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
      replyTo,
    ),
  ];
}

export function dsarMails(f: FieldsByKind["dsar"], reference: string, received: Date): OutboxMail[] {
  const type = dsarForm.requestTypes.find((t) => t.value === f.requestType)?.label ?? f.requestType;
  return [
    mail(
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
}
