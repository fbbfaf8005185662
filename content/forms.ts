/**
 * Every label, message and confirmation of the site's forms. Spec §5 and §8
 * texts are kept to the letter. Plain data (no zod here): form components in
 * the browser import this file (no content/site import either: it pulls in
 * zod), and `content/forms.test.ts` checks it.
 */

export const common = {
  sending: "Sending...",
  /** Honeypot label (hidden from people; bots fill it). */
  honeypot: "Leave this field empty",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  /** Malformed Unicode (a lone surrogate), which no keyboard types: only a forged post carries it. */
  unreadable: (label: string) => `${label} holds a character that cannot be read: please type it again`,
  rateLimited: (minutes: number) =>
    `Too many submissions from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  referenceLabel: "Your reference",
  /** Explains the asterisk beside a required field's label. */
  requiredNote: "Fields marked * are required.",
} as const;

export const contactForm = {
  legend: "Send us a message",
  labels: { name: "Name", email: "Email", message: "Message" },
  submit: "Send Message",
  errors: {
    nameRequired: "Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    messageRequired: "Message is required",
    messageTooShort: "Message should be at least 10 characters",
  },
  success: "Thank you! Your message has been sent successfully.",
  failure: "Something went wrong. Please try again later.",
  mailSubject: "Website contact message",
} as const;

export const newsletterForm = {
  heading: "Subscribe to our newsletter",
  intro: "Results, project updates and insights from the Group, about once a month.",
  labels: { email: "Email address" },
  submit: "Subscribe",
  errors: { emailInvalid: "Please enter a valid email address." },
  success: "Thank you for subscribing!",
  successDetail: "Please check your inbox and confirm your subscription with the link we sent you.",
  confirmSubject: "Confirm your subscription to the Savannah Crest Group newsletter",
  confirmLinkHours: 48,
  confirmPage: {
    /** The page's title (the tab, history and bookmarks). */
    title: "Confirm subscription",
    askHeading: "Confirm your subscription",
    ask: "Press the button below to confirm that you want to receive the Savannah Crest Group newsletter at this address.",
    button: "Confirm subscription",
    doneHeading: "Subscription confirmed",
    done: "Thank you. Your subscription to the Savannah Crest Group newsletter is confirmed.",
    invalidHeading: "This link is no longer valid",
    invalid: "This confirmation link has expired or has already been used. Please subscribe again to receive a new link.",
  },
  unsubscribePage: {
    title: "Unsubscribe",
    askHeading: "Unsubscribe from our newsletter",
    ask: "Press the button below and you will no longer receive the Savannah Crest Group newsletter.",
    button: "Unsubscribe",
    doneHeading: "You have been unsubscribed",
    done: "You will no longer receive the Savannah Crest Group newsletter. You can subscribe again at any time.",
    invalidHeading: "This link is not valid",
    invalid: "We could not find a subscription for this link. It may already have been removed.",
  },
  /** Answers of the one-click unsubscribe address (RFC 8058), read by mail programs. */
  oneClick: {
    forbidden: "Requests must come from this website or a mail program.",
    badBody: "Send List-Unsubscribe=One-Click as a form body (RFC 8058).",
    tooLarge: "The request body is too large for a one-click unsubscribe.",
  },
  /** Either page opened without its link's code (a link cut short when copied). */
  linkIncomplete: {
    heading: "This link is incomplete",
    text: "The address is missing the code from your e-mail. Open the link in the e-mail again, or copy all of it into the address bar.",
  },
  resubscribe: "Subscribe again",
  failure: "Something went wrong. Please try again later.",
} as const;

export const enquiryForm = {
  subject: "E-commerce Inquiry",
  labels: {
    type: "Type",
    buy: "Buy",
    sell: "Sell",
    productName: "Product Name",
    clientName: "Client Name",
    phoneNumber: "Phone Number",
  },
  submit: "Submit",
  success: "Information sent successfully!",
  failure: "Failed to send information. Try again later.",
  /** Closes the modal after a success (spec §8: the alert, then the modal closes). */
  done: "Done",
  api: {
    notJson: "Send the request body as JSON (Content-Type: application/json).",
    malformed: "The request body is not valid JSON.",
    tooLarge: (maxBytes: number) => `The request body is larger than ${maxBytes} bytes.`,
    subjectRequired: "subject is required",
    subjectFixed: (subject: string) => `subject must be "${subject}"`,
    messageRequired: "message is required",
    messageTooLong: (max: number) => `message must be at most ${max} characters`,
    businessInvalid: (businesses: readonly string[]) => `business must be one of ${businesses.join(", ")}`,
    forbidden: "Requests must come from this website.",
    notObject: "The request body must be a JSON object.",
    invalid: "Invalid request",
    storeFailed: "The enquiry could not be stored. Please try again later.",
  },
} as const;

export const bookingForm = {
  /** `room`: the hidden field holding the room's title (named in its messages only). */
  labels: { room: "Room", name: "Name", email: "Email", date: "Date" },
  /** Not "Book Now": that is the modal's link to the external booking page (spec §7 call 3). */
  submit: "Request booking",
  errors: {
    roomRequired: "Room is required",
    nameRequired: "Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    dateRequired: "Date is required",
    dateInvalid: "Please choose a valid date",
    /** Before today in Abuja (the residences' time zone). */
    datePast: "Please choose today or a later date",
    /** More than BOOKING_HORIZON_DAYS (365) after today. */
    dateTooFar: "Please choose a date within a year from today",
  },
  success: "Room booked:",
  successDetail: "Our residences team will confirm your booking by e-mail.",
  /** Closes the room's modal after a booking request. */
  done: "Done",
  failure: "Something went wrong. Please try again later.",
  /** A room the residences no longer show (a page open since the rooms changed, or a post by hand). */
  roomUnavailable: "This room is no longer offered. Please reload the page and choose a room again.",
} as const;

export const agentForm = {
  heading: "Create Account",
  labels: { fullName: "Full Name", email: "Email Address", phoneNumber: "Phone Number" },
  submit: "Create Account",
  errors: {
    fullNameRequired: "Full name is required",
    emailRequired: "Email address is required",
    emailInvalid: "Please enter a valid email address",
    phoneRequired: "Phone number is required",
    phoneDigits: "Phone number must contain numbers only",
    /** Counted once spaces, dashes, dots and brackets are taken out (a leading + is kept). */
    phoneLength: "Phone number must have 7 to 15 digits",
  },
  /** Promises no confirmation e-mail: one address gets at most 3 visitor e-mails a day (visitor-budget.ts). */
  success: "Thank you for registering. Your application is pending approval, and we will e-mail you once it is approved.",
  failure: "Something went wrong. Please try again later.",
} as const;

export const whistleblowForm = {
  heading: "Report a concern",
  labels: {
    natureOfConduct: "Nature of conduct",
    officerNames: "Names of officers involved (optional)",
    comments: "Comments",
    contactPreference: "Would you like us to contact you?",
    no: "No",
    yes: "Yes",
    yourName: "Your name (optional)",
    yourEmail: "Your e-mail (optional)",
    yourPhoneNumber: "Your phone number (optional)",
  },
  /** The optional fields as their length messages name them ("Your name must be at most 100 characters"). */
  fieldNames: {
    officerNames: "Names of officers",
    yourName: "Your name",
    yourEmail: "Your e-mail",
    yourPhoneNumber: "Your phone number",
  },
  anonymityNote:
    "We do not record your IP address, browser or any cookie with this report. Leave the contact details empty to stay anonymous.",
  submit: "Submit Report",
  errors: {
    natureOfConductRequired: "Nature of conduct is required",
    commentsRequired: "Comments are required",
    emailInvalid: "Please enter a valid email address",
  },
  success: "Thank you. Your report has been received and will be reviewed in confidence by the ethics team.",
  referenceNote: "Quote this reference code if you follow up on your report:",
  failure: "Something went wrong. Please try again later.",
} as const;

export const dsarForm = {
  heading: "Data subject access request",
  labels: {
    fullName: "Full name",
    email: "Email",
    requestType: "Type of request",
    details: "Details of your request",
  },
  requestTypes: [
    { value: "access", label: "Access to my personal data" },
    { value: "correction", label: "Correction of my personal data" },
    { value: "deletion", label: "Deletion of my personal data" },
    { value: "objection", label: "Objection to processing" },
    { value: "portability", label: "A copy to transfer to another organisation" },
  ],
  submit: "Send Request",
  errors: {
    fullNameRequired: "Full name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    requestTypeInvalid: "Please choose a type of request",
    detailsRequired: "Please describe your request",
  },
  /** Built on the server with COMPLAINT_ACKNOWLEDGEMENT_HOURS and COMPLAINT_RESOLUTION (content/site.ts). */
  success: (hours: number, resolution: string) =>
    `Thank you. Your request has been sent to our privacy team. We will acknowledge it within ${hours} hours and resolve it within ${resolution}.`,
  failure: "Something went wrong. Please try again later.",
} as const;
