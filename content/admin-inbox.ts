import {
  COMPLAINT_ACKNOWLEDGEMENT_HOURS,
  COMPLAINT_RESOLUTION,
  RETENTION_PURGE_INTERVAL_HOURS,
  WEBSITE_COPY_RETENTION_DAYS,
} from "./constants";
import { agentForm, bookingForm, contactForm, dsarForm } from "./forms";
import { site } from "./site";

/**
 * Every word of the back office's inbox (issue 30): the lists, a submission's
 * page, the agent applications, the access requests, and the e-mails the
 * inbox sends (an applicant's answer, the privacy team's reminders). Plain
 * data like forms.ts: the inbox's few client components read it too.
 */

/** The kinds an inbox holds, in the order of the navigation. */
export const inboxKindNames = {
  enquiry: { title: "Enquiries", one: "Enquiry" },
  booking: { title: "Bookings", one: "Booking" },
  agent: { title: "Agent applications", one: "Agent application" },
  dsar: { title: "Access requests", one: "Access request" },
  contact: { title: "Contact messages", one: "Contact message" },
  newsletter: { title: "Newsletter subscribers", one: "Subscriber" },
} as const;

/** A field's label, as its form names it; an unknown field shows its stored name. */
export const fieldLabels: Record<string, Record<string, string>> = {
  contact: contactForm.labels,
  enquiry: { subject: "Subject", message: "Message", business: "Business" },
  booking: { roomTitle: "Room", ...bookingForm.labels },
  agent: agentForm.labels,
  dsar: dsarForm.labels,
};

export const workflowNames = { new: "New", answered: "Answered", in_progress: "In progress", done: "Done", spam: "Spam" } as const;
export const decisionNames = { pending: "Pending", approved: "Approved", declined: "Declined" } as const;

export const NOTE_MAX_CHARS = 4000;
export const DECISION_MESSAGE_MAX_CHARS = 2000;
/** The longest answer to a visitor and saved reply (within the server actions' 32 KB, however many bytes a character takes), and a saved reply's title. */
export const REPLY_MAX_CHARS = 5000;
export const SAVED_REPLY_TITLE_MAX_CHARS = 120;

export const inboxCopy = {
  heading: "Inbox",
  navLabel: "Inbox",
  noKinds: "Your account works no inbox yet. An administrator gives each account its team's role.",
  list: {
    filtersHeading: "Filter",
    status: "Status",
    anyStatus: "Any status",
    decision: "Decision",
    anyDecision: "Any decision",
    from: "Received from",
    to: "Received until",
    text: "Text",
    textHint: "Searches the reference and every field.",
    overdue: "Only overdue",
    mine: "Only assigned to me (open)",
    apply: "Apply",
    clear: "Clear filters",
    export: "Export these as CSV",
    exportNote: (max: number) => `The export holds every item that matches the filters (at most ${max.toLocaleString("en-GB")}).`,
    caption: (title: string, shown: number, total: number) => `${title}: ${shown} of ${total} shown`,
    empty: "Nothing matches these filters.",
    columns: {
      reference: "Reference",
      received: "Received (Lagos time)",
      from: "From",
      status: "Status",
      assignee: "Assigned to",
      decision: "Decision",
      deadline: "Next deadline",
    },
    unassigned: "Nobody",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: "Previous page",
    next: "Next page",
    pagination: "Pages",
    invalidDate: "Dates are written as YYYY-MM-DD.",
  },
  detail: {
    back: (title: string) => `Back to ${title.toLowerCase()}`,
    heading: (one: string, reference: string) => `${one} ${reference}`,
    received: "Received (Lagos time)",
    fieldsHeading: "As sent",
    emptyField: "(empty)",
    workflowHeading: "Status",
    currentStatus: "Current status",
    moveTo: (name: string) => `Mark as ${name.toLowerCase()}`,
    reopen: "Reopen",
    notSpam: "Not spam",
    assigneeHeading: "Assigned to",
    assignMe: "Assign to me",
    unassign: "Unassign",
    assignTo: "Assign to",
    assign: "Assign",
    notesHeading: "Internal notes",
    notesHint: (max: number) => `Seen only by staff who work this inbox; at most ${max.toLocaleString("en-GB")} characters.`,
    noteLabel: "New note",
    addNote: "Add note",
    noNotes: "No notes yet.",
    mailsHeading: "E-mails",
    noMails: "No e-mail was sent about this item.",
    mailStatus: { pending: "Waiting to be delivered", sent: "Delivered", failed: "Refused by the mail server" },
    mailColumns: { to: "To", subject: "Subject", status: "Delivery", when: "When (Lagos time)", attempts: "Attempts" },
    timelineHeading: "Timeline",
    timelineReceived: "Received through the website",
    retentionHeading: "Website copy",
  },
  /** Answering the visitor from the item (issue 42): the reply box, the saved replies, the e-mail. */
  reply: {
    heading: "Answer the visitor",
    from: "From",
    to: "To",
    replyTo: "Replies go to",
    subject: "Subject",
    savedLabel: "Start from a saved reply",
    savedNone: "(none: write from scratch)",
    savedUse: "Use this reply",
    savedHint: "Replaces the text below with the saved reply; edit it before sending.",
    manageSaved: "Edit this team's saved replies",
    bodyLabel: "Your answer",
    bodyHint: (max: number) =>
      `Plain text, at most ${max.toLocaleString("en-GB")} characters. The reference and the team's name are added under it, as the preview shows.`,
    preview: "Preview",
    hidePreview: "Hide preview",
    previewHeading: "The e-mail as it will be sent",
    previewEmpty: "Write the answer first: the preview shows it as the visitor will read it.",
    send: "Send",
    sending: "Sending…",
    noAddress: "This item has no e-mail address to answer: the visitor left none. Answer by the telephone number above, if any.",
    spam: "This item is marked as spam: mark it as not spam to answer it.",
    sentHeading: "Answers sent",
    noneSent: "No answer was sent from here yet.",
    delivery: (status: string) => `Delivery: ${status}`,
  },
  /** The exported data file attached to an access request's answer (issue 42). */
  replyFile: {
    label: "Attach the exported data (optional)",
    hint: "One PDF, ZIP, CSV or JSON file of at most 10 MB. It is sent with this answer and deleted from the website once delivered (or after a day if never sent).",
    upload: "Upload the file",
    uploading: "Uploading the file…",
    attached: (name: string, size: string) => `Attached: ${name} (${size}). It goes with this answer.`,
    remove: "Do not attach it",
    notAllowed: "You cannot attach a file to this item.",
    errors: {
      "too-big": "The file is larger than 10 MB. Nothing was attached: split the export or compress it into a smaller ZIP.",
      type: "Only a PDF, ZIP, CSV or JSON file can be attached, and its name must end with its type (.pdf, .zip, .csv, .json). Nothing was attached.",
      empty: "Choose a file first. Nothing was attached.",
      unreadable: "The file could not be read. Nothing was attached: choose it again.",
      failed: "The file could not be uploaded (the connection may have dropped). Nothing was attached: choose it again.",
    },
  },
  savedReplies: {
    heading: (title: string) => `Saved replies: ${title.toLowerCase()}`,
    intro: "Texts this team starts an answer from. Everyone who works this inbox sees them and can change them.",
    back: (title: string) => `Back to ${title.toLowerCase()}`,
    empty: "No saved reply yet.",
    newHeading: "New saved reply",
    titleLabel: "Title",
    titleHint: (max: number) => `What the team picks it by; at most ${max} characters.`,
    bodyLabel: "Text",
    bodyHint: (max: number) => `Plain text, at most ${max.toLocaleString("en-GB")} characters.`,
    create: "Save new reply",
    save: "Save changes",
    remove: "Delete",
    editLegend: (title: string) => `Saved reply: ${title}`,
    newsletter: "The newsletter's subscribers are written to by its campaigns, not answered one by one: this inbox has no saved replies.",
    lastChange: (name: string, lagosTime: string) => `Last changed by ${name}, ${lagosTime} (Lagos time)`,
  },
  /** The visitor's e-mail: their answer, the item's reference in the subject. */
  replyMail: {
    subject: (reference: string) => `Your message to ${site.name} (reference ${reference})`,
    footer: (team: string, reference: string) => `${team}, ${site.name}\nReference: ${reference}`,
  },
  /** A team's name as it signs an answer and shows in the From line. */
  teamNames: {
    assetManagement: "Asset Management",
    commodities: "Commodities",
    info: "Customer Team",
    residences: "Residences",
    agents: "Agents Team",
    privacy: "Privacy Team",
  },
  timeline: {
    reply: "Answered the visitor by e-mail",
    replyWithFile: (name: string) => `Answered the visitor by e-mail, with an attachment ${name}`,
    replyDelivered: "The answer was delivered to the visitor's mail server",
    replyRefused: "The visitor's mail server refused the answer",
    workflow: (from: string, to: string) => `Status: ${from} → ${to}`,
    assignee: (to: string | null) => (to ? `Assigned to ${to}` : "Unassigned"),
    note: "Added a note",
    decision: (decision: string) => `Application ${decision.toLowerCase()}; the applicant is e-mailed`,
  },
  retention: {
    held: "Kept until every e-mail about it has been delivered: the website never deletes a message its team has not received.",
    on: (lagosTime: string) =>
      `The website's copy, with its notes and timeline, is deleted at the first purge after ${lagosTime} (Lagos time): ${WEBSITE_COPY_RETENTION_DAYS} days after its last e-mail was delivered. The purge runs every ${RETENTION_PURGE_INTERVAL_HOURS} hours.`,
  },
  messages: {
    workflow: (name: string) => `Status changed to ${name.toLowerCase()}.`,
    assigned: (name: string | null) => (name ? `Assigned to ${name}.` : "Unassigned."),
    noteAdded: "Note added.",
    noteEmpty: "Write the note first.",
    noteTooLong: (max: number, length: number) =>
      `The note is ${length.toLocaleString("en-GB")} characters long; a note holds at most ${max.toLocaleString("en-GB")}. Nothing was saved.`,
    notAllowed: "That change is not possible from the item's current status. Nothing was changed.",
    stale: "Someone changed this item a moment ago. The page shows it as it is now; nothing was changed.",
    unknownAssignee: "That person does not work this inbox. Nothing was changed.",
    approved: "Approved. The applicant will be e-mailed.",
    declined: "Declined. The applicant will be e-mailed.",
    alreadyDecided: "This application was already answered. Nothing was changed.",
    messageTooLong: (max: number, length: number) =>
      `The message is ${length.toLocaleString("en-GB")} characters long; it may hold at most ${max.toLocaleString("en-GB")}. Nothing was sent.`,
    replySent: "Sent. The answer is on its way to the visitor.",
    replyAlreadySent: "This answer was already sent (the form was sent twice). Nothing more was sent.",
    replyEmpty: "Write the answer first. Nothing was sent.",
    replyTooLong: (max: number, length: number) =>
      `The answer is ${length.toLocaleString("en-GB")} characters long; it may hold at most ${max.toLocaleString("en-GB")}. Nothing was sent.`,
    replyNoAddress: "This item has no e-mail address to answer. Nothing was sent.",
    replySpam: "A spam item is not answered. Nothing was sent.",
    replyFormStale: "This reply form is out of date. Reload the page, then send the answer again. Nothing was sent.",
    replyTooMany: (max: number) =>
      `This item's visitor has had ${max} answers in the last hour, the most we send. Nothing was sent: try again later.`,
    replyFileMissing: "The attached file is no longer waiting to be sent (already sent, or replaced). Nothing was sent: attach it again.",
    savedCreated: "Saved reply added.",
    savedSaved: "Saved reply changed.",
    savedRemoved: "Saved reply deleted.",
    savedIncomplete: "Give the saved reply a title and a text. Nothing was saved.",
    savedTooLong: "The title or the text is too long. Nothing was saved.",
    savedMissing: "That saved reply no longer exists. Nothing was changed.",
  },
  agents: {
    heading: "Approved agents",
    intro: `Agents whose applications were approved. The website keeps an application ${WEBSITE_COPY_RETENTION_DAYS} days after its last e-mail; export the list to keep it longer.`,
    decisionHeading: "Answer the application",
    messageLabel: "Message to the applicant (optional)",
    messageHint: (max: number) => `Added to the e-mail under the answer; at most ${max.toLocaleString("en-GB")} characters.`,
    approve: "Approve",
    decline: "Decline",
    decided: (decision: string, lagosTime: string) => `${decision} on ${lagosTime} (Lagos time).`,
    export: "Export approved agents as CSV",
    empty: "No agent has been approved yet.",
    columns: {
      name: agentForm.labels.fullName,
      email: agentForm.labels.email,
      phone: agentForm.labels.phoneNumber,
      approved: "Approved (Lagos time)",
      reference: "Reference",
    },
    caption: (count: number) => `${count} approved agent${count === 1 ? "" : "s"}`,
  },
  dsar: {
    heading: "Deadlines",
    acknowledge: `Acknowledge within ${COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours`,
    resolve: `Resolve within ${COMPLAINT_RESOLUTION}`,
    by: (lagosTime: string) => `by ${lagosTime} (Lagos time)`,
    met: "met",
    overdue: "overdue",
    open: "open",
    note: "Moving a request out of New counts as its acknowledgement; marking it done (or spam) as its resolution.",
  },
  newsletter: {
    intro:
      "The newsletter's confirmed subscribers. The export is the list `npm run subscribers` writes: each address with its own unsubscribe links, for the tool that sends the newsletter.",
    counts: (confirmed: number, pending: number, unsubscribed: number) =>
      `${confirmed} confirmed, ${pending} waiting for confirmation, ${unsubscribed} unsubscribed.`,
    export: "Export confirmed subscribers as CSV",
    newestCaption: (count: number) => `The ${count} most recently confirmed`,
    columns: { email: "E-mail address", confirmed: "Confirmed (Lagos time)" },
  },
  /** The applicant's answer (agent applications): the promise of the agent registration page kept. */
  agentMail: {
    subject: {
      approved: `Your agent application to ${site.name} is approved`,
      declined: `Your agent application to ${site.name}`,
    },
    text: {
      approved: `Thank you for registering as an agent with ${site.name}. Your application is approved: our agents team will be in touch about the next steps.`,
      declined: `Thank you for registering as an agent with ${site.name}. We are unable to approve your application at this time.`,
    },
    messageLabel: "A message from our agents team",
    questions: `Questions: ${site.mailboxes.agents}`,
  },
  /** To the privacy mailbox, once a day before a deadline and once when it passes. Names no requester. */
  reminderMail: {
    subject: (reference: string, deadline: "acknowledge" | "resolve", stage: "soon" | "passed") =>
      `${stage === "soon" ? "Due within a day" : "Overdue"}: ${deadline === "acknowledge" ? "acknowledge" : "resolve"} access request ${reference}`,
    text: (deadline: "acknowledge" | "resolve", stage: "soon" | "passed", lagosTime: string) =>
      `${deadline === "acknowledge" ? `The privacy policy promises to acknowledge an access request within ${COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours` : `The privacy policy promises to resolve an access request within ${COMPLAINT_RESOLUTION}`}. This request's deadline ${stage === "soon" ? "is" : "was"} ${lagosTime} (Lagos time).`,
    link: "Open the request in the back office",
    footer: "One reminder goes a day before each deadline and one when it passes, unless the request has moved on by then.",
  },
  csv: {
    reference: "reference",
    received: "received_at",
    status: "status",
    assignee: "assignee",
    decision: "decision",
    acknowledgeBy: "acknowledge_by",
    resolveBy: "resolve_by",
    approvedAt: "approved_at",
  },
} as const;
