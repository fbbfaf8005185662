/**
 * The words of the whistleblowing case's reporter side: the receipt after a report, the follow-up
 * page (/whistleblow/follow-up), and the content-free e-mails to the ethics mailbox. Plain data:
 * the browser's form code reads it too.
 */

export const receiptCopy = {
  heading: "Your receipt",
  intro: "Keep this receipt. It is the only way back to your report: with it you can read our questions and answer them, anonymously.",
  keepIt:
    "Write it down or store it somewhere safe that only you can reach. We cannot show it again or recover it: the website keeps only a scrambled form of it.",
  label: "Receipt",
  followUpLink: "Go to the follow-up page",
  filesHeading: "Add files to your report (optional)",
  filesIntro: "Note your receipt first. Then you can attach documents or photos here; they are added to your report.",
  filesSubmit: "Add files",
  /** Before the case's reference (WB-…), which names the report without opening it (by phone, say). */
  referenceBefore: "Our reference for your report:",
} as const;

export const followUpCopy = {
  title: "Follow up on a report",
  description: "Read the ethics team's questions about your report and answer them, with the receipt you were given.",
  heading: "Follow up on a report",
  intro:
    "Enter the 16-digit receipt you were shown after sending your report. You can read the ethics team's messages and add information, anonymously.",
  receiptLabel: "Receipt (16 digits)",
  receiptHint: "For example 1234 5678 9012 3456. Spaces are fine.",
  open: "Open my report",
  /** On a follow-up form's button once it is sent (a receipt check or an upload can take a while). */
  checking: "Checking...",
  sending: "Sending...",
  errors: {
    shape: "A receipt is 16 digits. Please check what you typed.",
    wrong: "We could not open a report with this receipt. Please check it and try again.",
    expired: "You were signed out after 15 minutes without activity. Enter your receipt again to continue.",
    limited: (minutes: number) => `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before trying again.`,
    busy: "Many receipts are being checked right now. Please wait a few seconds, then go back and open your report again.",
    messageRequired: "Please write a message.",
    messageTooLong: (max: number) => `A message can be at most ${max} characters.`,
    failure: "Something went wrong. Please try again later.",
  },
  /** On /whistleblow, beside the report form. */
  fromReportPage: { text: "Already sent a report?", link: "Follow up on it with your receipt" },
  /** A message sent after the session ended: shown back, to be copied. */
  unsent: {
    title: "Your message was not sent",
    text: "You were signed out after 15 minutes without activity, so your message was not sent and nothing of it was kept. Copy it from the box below, open your report again with your receipt, and paste it in.",
    label: "Your message (not sent)",
  },
  limitedTitle: "Too many attempts",
  busyTitle: "Busy for a moment",
  back: "Back to the follow-up page",
  signedOut: "You are signed out. Nothing of your report is left in this browser tab.",
  case: {
    heading: (reference: string) => `Report ${reference}`,
    status: "Status",
    received: "Received",
    statuses: { received: "Received", acknowledged: "Acknowledged", investigating: "Being investigated", closed: "Closed" },
    yourReport: "Your report",
    messages: "Messages",
    noMessages: "No messages yet. The ethics team acknowledges a report within 7 days and gives feedback within 3 months.",
    fromYou: "You",
    fromTeam: "Ethics team",
    files: "Files",
    addHeading: "Add information",
    messageLabel: "Your message",
    attachmentsLabel: "Files (optional): up to 5, at most 10 MB each; PDF, images, office documents or plain text",
    metadataNote:
      "Photos and documents can carry details that identify you (the camera, the place, the author's name). We remove them from images before storing; for other documents, check their properties before sending.",
    send: "Send",
    sent: "Your message was added. The ethics team has been told that there is news on your report (without its content).",
    signOut: "Sign out",
    idleNote: "For your safety you are signed out after 15 minutes without activity.",
    idleWarning: "You will be signed out in one minute for your safety. Anything you have typed and not sent will be lost.",
    staySignedIn: "Stay signed in",
    fields: {
      natureOfConduct: "Nature of conduct",
      officerNames: "Names of officers involved",
      comments: "Comments",
      contact: "Contact details",
    },
  },
} as const;

/** The ethics mailbox's e-mails: a reference and a sentence, never a report's content. */
export const whistleblowMails = {
  newReport: {
    subject: (reference: string) => `New whistleblowing report [${reference}]`,
    body: (reference: string) => `A new report (${reference}) has arrived. Sign in to read it.`,
  },
  newMessage: {
    subject: (reference: string) => `New information on a whistleblowing report [${reference}]`,
    body: (reference: string) => `The reporter has added information to ${reference}. Sign in to read it.`,
  },
} as const;
