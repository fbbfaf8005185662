/**
 * Every word of the ethics team's back office (issue 31): the case list, a
 * case's page, its actions' answers, and the content-free reminder e-mails
 * to the ethics mailbox. Plain data like admin-inbox.ts: the back office's
 * few client components read it too.
 */

/** Acknowledge a report within 7 days of receipt (ISO 37002, EU Directive 2019/1937 art. 9). */
export const CASE_ACKNOWLEDGE_DAYS = 7;
/** Give the reporter feedback within 3 months of receipt. */
export const CASE_FEEDBACK_MONTHS = 3;
export const CASE_MESSAGE_MAX_CHARS = 5000;
export const CASE_NOTE_MAX_CHARS = 5000;

export const caseStatusNames = {
  received: "Received",
  acknowledged: "Acknowledged",
  investigating: "Investigating",
  closed: "Closed",
} as const;

/** How a closed case ended: a plain word for the list and the reporter; the reasons go in an internal note. */
export const caseOutcomeNames = {
  substantiated: "Substantiated: action taken",
  "partly-substantiated": "Partly substantiated: action taken",
  "not-substantiated": "Not substantiated",
  "insufficient-information": "Not enough information to investigate",
  referred: "Referred to another body",
  "out-of-scope": "Outside the whistleblowing policy",
} as const;

export const casesCopy = {
  nav: "Whistleblowing cases",
  heading: "Whistleblowing cases",
  intro:
    "Reports and their messages are encrypted; they open here with your key, which your password unlocked when you signed in. Every opening of a case is written to the audit log.",
  noKey:
    "Your case key is not open in this session, so no case can be read. Only your password opens it: a sign-in with a passkey cannot, and a key opened at an earlier sign-in ended with it. Sign out, then sign in with your password and code.",
  /** /admin/account, for an ethics officer: what a passkey does not do. */
  passkeyNote:
    "You handle whistleblowing cases: a passkey signs you in, but only your password opens your case key. To read cases, sign in with your password and code.",
  /** /admin/account, when an ethics officer's key could not be re-encrypted under the new password. */
  passwordKeyFailed:
    "Your password was not changed: your case key could not be re-encrypted under the new one. Your current password and every session still work. Try again in a moment; if it fails again, tell the web team.",
  list: {
    filtersHeading: "Filter cases",
    status: "Status",
    anyStatus: "Any status",
    overdue: "Only cases with a deadline passed",
    apply: "Apply filters",
    clear: "Clear filters",
    caption: (shown: number, total: number) => `${shown} of ${total} case${total === 1 ? "" : "s"}`,
    empty: "No case matches.",
    columns: { reference: "Reference", received: "Received", status: "Status", next: "Next deadline", access: "Your access" },
    canRead: "Can read",
    cannotRead: "Not granted",
    noDeadline: "None open",
    pagination: "Pages of cases",
    previous: "Previous page",
    next: "Next page",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  deadlines: {
    heading: "Deadlines",
    acknowledge: "Acknowledge the report",
    feedback: "Give the reporter feedback",
    byWord: "by",
    met: "met",
    open: "open",
    overdue: "overdue",
    note: `A report is acknowledged within ${CASE_ACKNOWLEDGE_DAYS} days of receipt and the reporter has feedback within ${CASE_FEEDBACK_MONTHS} months. The ethics mailbox is reminded a day before each deadline and when it passes.`,
  },
  detail: {
    back: "All cases",
    heading: (reference: string) => `Case ${reference}`,
    received: "Received",
    status: "Status",
    reportHeading: "Report",
    emptyField: "(not given)",
    attachmentsHeading: "Attachments",
    noAttachments: "No attachments.",
    download: (name: string, size: string) => `Download ${name} (${size})`,
    downloadNote:
      "Attachments are downloaded, never opened in the browser. Open them on a computer you trust; documents can carry macros or links.",
    messagesHeading: "Messages with the reporter",
    noMessages: "No messages yet.",
    fromReporter: "Reporter",
    fromOfficer: (name: string) => `Ethics team (${name})`,
    messageLabel: "Message to the reporter",
    messageHint: (max: number) =>
      `The reporter reads it when they open the case with their receipt; they are not told by e-mail. At most ${max} characters.`,
    send: "Send to the reporter",
    notesHeading: "Internal notes",
    notesHint: (max: number) =>
      `Only the ethics team reads these; never the reporter. Encrypted like the report. At most ${max} characters.`,
    noNotes: "No notes yet.",
    noteLabel: "New note",
    addNote: "Add note",
    statusHeading: "Status",
    moveTo: (status: string) => `Mark as ${status.toLowerCase()}`,
    reopen: "Reopen the investigation",
    outcomeLabel: "Outcome",
    chooseOutcome: "Choose an outcome",
    close: "Close the case",
    closedOn: (when: string) => `Closed on ${when}.`,
    retention: (when: string) => `This case and its attachments will be deleted on ${when}.`,
    grantHeading: "Access",
    holders: "Officers who can read this case",
    recoveryHolder: "The organisation's recovery key (kept offline)",
    grantLabel: "Give another ethics officer access",
    grantNone: "Every ethics officer with a key can already read this case.",
    grantHint:
      "Only officers who have signed in once with their password have a key. Your key opens the case's key and locks a copy of it to theirs.",
    grant: "Give access",
    openedHeading: "Who opened this case",
    openedNone: "Nobody has opened it yet.",
    cannotRead:
      "You have not been given access to this case. An officer who can read it gives access from its page; until then its report and messages stay locked to you.",
  },
  messages: {
    notAllowed: "That is not possible for this case.",
    stale: "Someone changed this case meanwhile; the page now shows its current state.",
    noKey: "Your case key is not open in this session. Sign out, then sign in with your password and code.",
    empty: "Write something first.",
    tooLong: (max: number, length: number) => `At most ${max} characters (this is ${length}).`,
    outcomeMissing: "Choose an outcome to close the case.",
    status: (status: string) => `The case is now ${status.toLowerCase()}.`,
    sent: "Sent. The reporter sees it the next time they open the case.",
    noteAdded: "Note added.",
    granted: (name: string) => `${name} can now read this case.`,
    noOfficerKey: "That officer has no key yet: they must sign in once with their password first.",
    notConfirmed: "That officer is not confirmed yet: confirm them on the case list first.",
  },
  size: (bytes: number) =>
    bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`,
  /** The field names of a report, as the form names them; an unknown one shows its stored name. */
  reportLabels: {
    natureOfConduct: "Nature of the conduct",
    officerNames: "Officers involved",
    comments: "What happened",
    contactPreference: "May we contact you?",
    yourName: "Name",
    yourEmail: "E-mail",
    yourPhoneNumber: "Phone",
  } as Record<string, string>,
  /** Separation of duties (issue 41): officers waiting for another officer's confirmation, on /admin/cases. */
  officers: {
    heading: "Officers waiting for confirmation",
    intro:
      "New reports are encrypted only to confirmed officers. Before you confirm someone, check with them in person or by telephone that they are a member of the ethics team and that the fingerprint below is the one their case list shows them. Every confirmation is written to the audit log and e-mailed to every officer.",
    none: "Nobody is waiting.",
    noKeyYet: "Has not signed in with their password yet, so has no key to confirm.",
    fingerprint: "Key fingerprint",
    confirm: "Confirm as officer",
    // The button's words first: its accessible name contains what it shows (WCAG 2.5.3).
    confirmLabel: (email: string) => `Confirm as officer: ${email}`,
    confirmed: (email: string) => `${email} is confirmed: new reports are now encrypted to them too.`,
    notConfirmedYourself: "Only a confirmed officer can confirm another: your own confirmation is still waiting.",
    changed: "That officer's key changed meanwhile: check the new fingerprint with them, then confirm again.",
    refused: "That account cannot be confirmed as an officer now.",
    adminRefused: "That account is also an administrator, which this site does not allow for an ethics officer.",
    youArePending: (fingerprint: string) =>
      `You are not confirmed as an ethics officer yet: new reports are not encrypted to you until another officer confirms you (or, with no other officer, the holders of the recovery key do). Tell them your key's fingerprint: ${fingerprint}`,
    youHaveNoKey:
      "You are not confirmed as an ethics officer yet. Sign in with your password once, so that your key is made; another officer then confirms it.",
  },
  /** The e-mail to every officer when an account gains or loses the role, or is confirmed: who, never a word of a case. */
  officerMail: {
    gainedSubject: (email: string) => `${email} now holds the ethics role`,
    lostSubject: (email: string) => `${email} no longer holds the ethics role`,
    confirmedSubject: (email: string) => `${email} is confirmed as an ethics officer`,
    gained: (email: string, by: string) =>
      `The back-office account ${email} was given the ethics role by ${by}. New reports are not encrypted to it until a confirmed officer confirms it on the case list. If you do not know why, do not confirm it, and tell the head of compliance.`,
    lost: (email: string, by: string) =>
      `The back-office account ${email} no longer holds the ethics role (${by}). New reports are no longer encrypted to it.`,
    confirmed: (email: string, by: string) =>
      `The back-office account ${email} was confirmed as an ethics officer by ${by}: new reports are now encrypted to it too. If you do not know why, tell the head of compliance.`,
    link: "Open the case list",
    footer: "Every officer receives this e-mail when an account gains, loses or is confirmed in the ethics role.",
    commandLine: "the command line",
    recoveryKey: "the holders of the recovery key",
  },
  /** The reminders to the ethics mailbox: a reference and a deadline, never a word of the case. */
  reminderMail: {
    subject: (reference: string, deadline: "acknowledge" | "feedback", stage: "soon" | "due") =>
      `${stage === "soon" ? "Due within a day" : "Due now"}: ${deadline === "acknowledge" ? "acknowledge" : "give feedback on"} case ${reference}`,
    text: (deadline: "acknowledge" | "feedback", stage: "soon" | "due", lagosTime: string) =>
      `${deadline === "acknowledge" ? `A whistleblowing report is acknowledged within ${CASE_ACKNOWLEDGE_DAYS} days of receipt` : `A whistleblower has feedback within ${CASE_FEEDBACK_MONTHS} months of their report`}. This case's deadline ${stage === "soon" ? "is" : "was"} ${lagosTime} (Lagos time). Sign in to read it.`,
    link: "Open the case in the back office",
    footer: "One reminder goes a day before each deadline and one when it passes, unless the case has moved on by then.",
  },
} as const;
