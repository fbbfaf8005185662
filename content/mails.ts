import { COMPLAINT_ACKNOWLEDGEMENT_HOURS, COMPLAINT_RESOLUTION } from "./constants";
import { site } from "./site";

/**
 * The words of every e-mail the site sends: to the teams' mailboxes (each
 * submission, with its reference) and to visitors (the confirmations the spec
 * promises, the newsletter's double opt-in). Field labels come from
 * content/forms.ts, so an e-mail names a field as its form does.
 * Each form's server part (src/forms/<name>/server.ts, and the newsletter's
 * subscribers.ts) builds its messages.
 */
export const mailCopy = {
  referenceLabel: "Reference",
  /** The rows of both alerts to the web team below (src/server/mail/failure-alert.ts). */
  deliveryAlert: {
    labels: { mailbox: "Mailbox", outboxId: "Outbox message", queuedAt: "Queued", answer: "Server's answer" },
    /** When the message was queued, on the Lagos clock as the team reads every time. */
    queuedAt: (lagosTime: string) => `${lagosTime} (Lagos time)`,
  },
  /** To the web team (MAIL_ALERTS_TO) when a team's mailbox refuses a message for good. Never the message's content. */
  deliveryFailure: {
    subject: (mailbox: string, reference: string) => `Undelivered: a message to ${mailbox}${reference ? ` [${reference}]` : ""}`,
    intro: (mailbox: string) =>
      `The mail server refused for good a message the website sent to ${mailbox}. It is kept in the outbox, marked failed, and will not be retried on its own.`,
    action:
      "Mend the cause (the mailbox, its quota or the mail server's rules), then run npm run outbox -- --retry-failed on the site's server to send it again.",
  },
  /**
   * To the web team, once, when a team's mailbox has answered "try again
   * later" to a message for about five hours (DELAY_ALERT_ATTEMPT in
   * src/server/mail/dispatcher.ts). Never the message's content.
   */
  deliveryDelay: {
    subject: (mailbox: string, reference: string) => `Not delivered yet: a message to ${mailbox}${reference ? ` [${reference}]` : ""}`,
    intro: (mailbox: string, attempts: number) =>
      `The website has tried ${attempts} times to deliver a message to ${mailbox} since it was queued, and the mail server still answers "try again later". The website goes on trying every hour; this is the only notice about this message.`,
    action:
      "Check the mailbox (is it full?) and the mail server's rules. Nothing needs running on the site: the message goes as soon as the mailbox takes it.",
  },
  contact: {
    subject: (subject: string, name: string, reference: string) => `${subject} from ${name} [${reference}]`,
    intro: "A visitor sent a message through the website's contact form.",
  },
  enquiry: {
    /** "E-commerce Inquiry (Buy): Sesame Seeds from Musa Bello [EQ-…]", leaving out what the visitor left empty. */
    subject: (parts: { subject: string; type: string; product: string; client: string; reference: string }) =>
      `${parts.subject}${parts.type ? ` (${parts.type})` : ""}${parts.product ? `: ${parts.product}` : ""}${parts.client ? ` from ${parts.client}` : ""} [${parts.reference}]`,
    intro: "A visitor sent a product enquiry through the website.",
    noContact: "The visitor left both their name and phone number empty, so this enquiry cannot be answered.",
    otherLinesLabel: "Other lines of the message",
  },
  booking: {
    /** `day` as the team reads it, "Saturday 5 December 2026" (src/forms/booking/server.ts). */
    subject: (room: string, day: string, guest: string, reference: string) =>
      `Booking request: ${room} on ${day} for ${guest} [${reference}]`,
    /** The requested day, readable, then as the form posted it (to type into the booking system). */
    date: (day: string, isoDate: string) => `${day} (${isoDate})`,
    intro: "A guest asked to book a room through the website. Please confirm the booking to the guest by e-mail.",
    roomLabel: "Room",
  },
  agent: {
    subject: (name: string, reference: string) => `Agent application: ${name} [${reference}]`,
    intro: "A new agent application is pending approval.",
    applicantSubject: `Your agent application to ${site.name}`,
    applicantText: "Thank you for registering as an agent. Your application is pending: we will notify you once it is approved.",
  },
  whistleblow: {
    subject: (reference: string) => `Whistleblowing report [${reference}]`,
    intro: "A whistleblowing report was submitted through the website. No IP address, user agent or cookie was recorded.",
    labels: {
      officerNames: "Names of officers involved",
      contactPreference: "Contact preference",
      name: "Name",
      email: "E-mail",
      phone: "Phone number",
    },
  },
  dsar: {
    /** "Data subject access request (deletion): Tunde Ade [DS-…]": the type, as the form posts it, for the team to triage. */
    subject: (type: string, name: string, reference: string) => `Data subject access request (${type}): ${name} [${reference}]`,
    intro: "A data subject access request was sent through the privacy policy page's form.",
    /** The privacy policy's two promises as dates (src/forms/dsar/deadlines.ts), in Lagos time. */
    deadlines: (d: { received: string; acknowledgeBy: string; resolveBy: string }) =>
      `Received ${d.received} (Lagos time). Acknowledge within ${COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours, by ${d.acknowledgeBy}; resolve within ${COMPLAINT_RESOLUTION}, by ${d.resolveBy}.`,
    applicantSubject: (reference: string) => `We received your data subject access request [${reference}]`,
    applicantText: (type: string) =>
      `We received your request (${type}). Our privacy team will acknowledge it within ${COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours and resolve it within ${COMPLAINT_RESOLUTION}.`,
    questions: `Questions: ${site.mailboxes.privacy}`,
  },
  newsletter: {
    confirmText: (hours: number) => [
      `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address.`,
      `Please confirm within ${hours} hours with the link below. If it was not you, ignore this e-mail: nothing more will be sent.`,
    ],
    confirmLink: "Confirm my subscription",
    unsubscribeFooter: (url: string) => `Unsubscribe: ${url}`,
    welcomeSubject: `Welcome to the ${site.name} newsletter`,
    unsubscribeLink: "Unsubscribe",
  },
  /**
   * Opens an e-mail to a visitor. Not by the name typed into the form: anyone
   * can type any address, and the name would be their words, sent to a
   * stranger from the group's domain.
   */
  greeting: "Hello,",
};
