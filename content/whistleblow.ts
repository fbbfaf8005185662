import { z } from "zod";
import { defineContent } from "./define";
import { NonEmpty } from "./schema";

/**
 * Copy of /whistleblow (spec §2 Whistleblowing), the seed of the ethics team's document "whistleblow"
 * (decision 158). Phone and mailbox come from the contact details and content/site.ts.
 */
export const WhistleblowPageSchema = z.object({
  banner: z.object({ eyebrow: NonEmpty, title: NonEmpty, text: NonEmpty }),
  about: z.object({
    heading: NonEmpty,
    paragraphs: z.array(NonEmpty).min(1),
    examplesIntro: NonEmpty,
    examples: z.array(NonEmpty).min(3),
    protection: NonEmpty,
  }),
  options: z.object({
    heading: NonEmpty,
    intro: NonEmpty,
    hotline: z.object({ title: NonEmpty, text: NonEmpty }),
    email: z.object({ title: NonEmpty, text: NonEmpty }),
  }),
  form: z.object({ heading: NonEmpty, intro: NonEmpty, confidentialityHeading: NonEmpty, confidentiality: z.array(NonEmpty).min(1) }),
  contact: z.object({
    heading: NonEmpty,
    text: NonEmpty,
    /** The terms of the contact list: hotline, ethics mailbox, postal address. */
    labels: z.object({ hotline: NonEmpty, ethics: NonEmpty, post: NonEmpty }),
  }),
});
export type WhistleblowPageDoc = z.output<typeof WhistleblowPageSchema>;

export const whistleblowCopy = defineContent("content/whistleblow.ts", WhistleblowPageSchema, {
  banner: {
    eyebrow: "Speak up",
    title: "See something wrong? Tell us, safely.",
    text: "Savannah Crest Group depends on people who speak up. You can report misconduct by phone, by e-mail or with the form on this page, with your name or without it.",
  },
  about: {
    heading: "What is whistleblowing?",
    paragraphs: [
      "Whistleblowing is reporting, in good faith, conduct you believe is illegal, dishonest, unsafe or against our Code of Conduct, so that it can be investigated and stopped. Anyone can report: employees, agents, contractors, suppliers, buyers, residents, guests and members of the public.",
      "You do not need proof. Tell us what you saw or heard, when and where, and who was involved; our ethics team will look into it. Reports are read by the ethics team alone, who report to the Audit and Risk Committee of the Board, not to management.",
    ],
    examplesIntro: "Examples of conduct to report:",
    examples: [
      "fraud, theft or misuse of company funds or property",
      "bribery, kickbacks or undisclosed conflicts of interest",
      "falsified accounts, reports, quality certificates or test results",
      "breaches of health and safety on our sites and in our buildings",
      "harassment, discrimination or abuse of authority",
      "misuse of personal data or confidential information",
    ],
    protection:
      "We do not tolerate retaliation against anyone who reports in good faith. Anyone who threatens or punishes a whistleblower faces disciplinary action, up to dismissal.",
  },
  options: {
    heading: "Two ways to report",
    intro: "Choose whichever you are most comfortable with. Both reach the ethics team directly.",
    hotline: {
      title: "Whistleblowing hotline",
      text: "Call the confidential hotline, Monday to Friday, 8:00 to 18:00 (West Africa Time). You may withhold your number and your name.",
    },
    email: {
      title: "E-mail",
      text: "Write to the ethics team's mailbox, read only by the ethics team. Attach any documents that help explain what happened.",
    },
  },
  form: {
    heading: "Report form",
    intro:
      "Describe the conduct and, if you know them, the names of the officers involved. Leave your contact details only if you want us to be able to reach you.",
    confidentialityHeading: "Your report is confidential",
    confidentiality: [
      "Your report is encrypted before it is stored, so that only the ethics team can read it: not the website's administrators, and not anyone who obtains a copy of its database. The e-mail that tells the team a report has arrived carries none of its content. If you answer No to being contacted, any contact details you typed are discarded before the report is stored.",
      "When you submit, you receive a 16-digit receipt. Keep it: with it you can come back, read the ethics team's questions and answer them, without giving your name. You also receive a reference code to quote if you call the hotline or write to us about the same matter.",
    ],
  },
  contact: {
    heading: "Contact information",
    text: "For questions about this policy or a report you have made, contact the ethics team. Quote your reference code if you have one.",
    labels: {
      hotline: "Hotline",
      ethics: "Ethics team",
      post: "By post (mark the envelope “Confidential: Ethics”)",
    },
  },
});

/** The seed of the ethics team's whistleblowing page document: this file's words. */
export function whistleblowPageSeed(): WhistleblowPageDoc {
  return structuredClone(whistleblowCopy);
}
