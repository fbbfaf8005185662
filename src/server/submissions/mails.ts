import { agentForm, bookingForm, contactForm, dsarForm, whistleblowForm } from "@content/forms";
import { COMPLAINT_ACKNOWLEDGEMENT_HOURS, COMPLAINT_RESOLUTION, site } from "@content/site";
import type { OutboxMail } from "../mail/outbox";
import { renderEmail } from "../mail/render";
import type { FieldsByKind } from "./kinds";

/** The e-mails each kind of submission sends: to the team, and a confirmation where the spec promises one. */

function mail(recipient: string, subject: string, content: Parameters<typeof renderEmail>[0], replyTo?: string): OutboxMail {
  return { recipient, subject, ...renderEmail(content), ...(replyTo ? { replyTo } : {}) };
}

export function contactMails(f: FieldsByKind["contact"], reference: string): OutboxMail[] {
  return [
    mail(
      site.mailboxes.info,
      `${contactForm.mailSubject} from ${f.name} [${reference}]`,
      {
        paragraphs: ["A visitor sent a message through the website's contact form."],
        rows: [
          [contactForm.labels.name, f.name],
          [contactForm.labels.email, f.email],
          [contactForm.labels.message, f.message],
          ["Reference", reference],
        ],
      },
      f.email,
    ),
  ];
}

export function enquiryMails(f: FieldsByKind["enquiry"], reference: string): OutboxMail[] {
  const recipient =
    f.business === "asset-management" ? site.mailboxes.assetManagement : f.business === "commodities" ? site.mailboxes.commodities : site.mailboxes.info;
  return [
    mail(recipient, `${f.subject} [${reference}]`, {
      paragraphs: ["A visitor sent a product enquiry through the website."],
      rows: [
        ...f.message.split("\n").map((line): [string, string] => {
          const at = line.indexOf(":");
          return at > 0 ? [line.slice(0, at).trim(), line.slice(at + 1).trim()] : ["", line];
        }),
        ["Reference", reference],
      ],
    }),
  ];
}

export function bookingMails(f: FieldsByKind["booking"], reference: string): OutboxMail[] {
  return [
    mail(
      site.mailboxes.residences,
      `Booking request: ${f.roomTitle} on ${f.date} [${reference}]`,
      {
        paragraphs: ["A guest asked to book a room through the website. Please confirm the booking to the guest by e-mail."],
        rows: [
          ["Room", f.roomTitle],
          [bookingForm.labels.name, f.name],
          [bookingForm.labels.email, f.email],
          [bookingForm.labels.date, f.date],
          ["Reference", reference],
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
      `Agent application: ${f.fullName} [${reference}]`,
      {
        paragraphs: ["A new agent application is pending approval."],
        rows: [
          [agentForm.labels.fullName, f.fullName],
          [agentForm.labels.email, f.email],
          [agentForm.labels.phoneNumber, f.phoneNumber],
          ["Reference", reference],
        ],
      },
      f.email,
    ),
    mail(
      f.email,
      `Your agent application to ${site.name}`,
      {
        paragraphs: [
          `Dear ${f.fullName},`,
          "Thank you for registering as an agent. Your application is pending: we will notify you once it is approved.",
        ],
        rows: [["Reference", reference]],
      },
      site.mailboxes.agents,
    ),
  ];
}

export function whistleblowMails(f: FieldsByKind["whistleblow"], reference: string): OutboxMail[] {
  // Only to the ethics mailbox; no confirmation e-mail (the reporter may be anonymous).
  return [
    mail(site.mailboxes.ethics, `Whistleblowing report [${reference}]`, {
      paragraphs: ["A whistleblowing report was submitted through the website. No IP address, user agent or cookie was recorded."],
      rows: [
        [whistleblowForm.labels.natureOfConduct, f.natureOfConduct],
        ["Names of officers involved", f.officerNames],
        [whistleblowForm.labels.comments, f.comments],
        ["Contact preference", f.contactPreference],
        ...(f.contactPreference === "Yes"
          ? ([
              ["Name", f.yourName],
              ["E-mail", f.yourEmail],
              ["Phone number", f.yourPhoneNumber],
            ] as [string, string][])
          : []),
        ["Reference", reference],
      ],
    }),
  ];
}

export function dsarMails(f: FieldsByKind["dsar"], reference: string): OutboxMail[] {
  const type = dsarForm.requestTypes.find((t) => t.value === f.requestType)?.label ?? f.requestType;
  return [
    mail(
      site.mailboxes.privacy,
      `Data subject access request: ${f.fullName} [${reference}]`,
      {
        paragraphs: [`Acknowledge within ${COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours; resolve within ${COMPLAINT_RESOLUTION}.`],
        rows: [
          [dsarForm.labels.fullName, f.fullName],
          [dsarForm.labels.email, f.email],
          [dsarForm.labels.requestType, type],
          [dsarForm.labels.details, f.details],
          ["Reference", reference],
        ],
      },
      f.email,
    ),
    mail(
      f.email,
      `We received your data subject access request [${reference}]`,
      {
        paragraphs: [
          `Dear ${f.fullName},`,
          `We received your request (${type}). Our privacy team will acknowledge it within ${COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours and resolve it within ${COMPLAINT_RESOLUTION}.`,
        ],
        rows: [["Reference", reference]],
        footer: [`Questions: ${site.mailboxes.privacy}`],
      },
      site.mailboxes.privacy,
    ),
  ];
}
