import { site } from "./site";

/**
 * The words of the newsletter's campaigns as subscribers read them (the
 * e-mail's footer, the archive on the site). The back office's words are in
 * content/admin-newsletter.ts.
 */
export const campaignCopy = {
  /** The footer of every campaign e-mail: why they receive it, and the group's postal address. */
  footerWhy: `You receive this because you subscribed to the ${site.name} newsletter.`,
  unsubscribe: "Unsubscribe",
  unsubscribeText: (url: string) => `Unsubscribe: ${url}`,
  postalAddress: [site.legalName, ...site.contacts.abujaOffice.lines],
  readOnline: "Read it in your browser",
  /** Test sends are marked in their subject, so nobody takes one for the real issue. */
  testSubject: (subject: string) => `[Test] ${subject}`,
  /** A test or preview has no subscriber: its footer links to the newsletter page instead. */
  previewUnsubscribeNote: "(Each subscriber's own unsubscribe link goes here.)",
  archive: {
    title: "Newsletter archive",
    description: `Every issue of the ${site.name} newsletter, as its subscribers received it.`,
    intro: "Every issue we have sent, newest first. Subscribe to receive the next one by e-mail.",
    empty: "No issue has been sent yet.",
    subscribeLink: "Subscribe to the newsletter",
    sentOn: (date: string) => `Sent ${date}`,
    back: "All issues",
    linkFromNewsletter: "Read past issues",
    /** What a search result of an issue is. */
    section: "Newsletter",
  },
} as const;
