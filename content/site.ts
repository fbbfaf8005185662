import { z } from "zod";
import { defineContent } from "./define";
import { NonEmpty, PhoneSchema, SampleEmail } from "./schema";

/**
 * Brand, contacts, mailboxes and every constant of spec §9, each named once.
 * All people, addresses and mailboxes are fictional (RFC 2606 domains).
 */
const SiteSchema = z.object({
  name: NonEmpty,
  shortName: NonEmpty,
  legalName: NonEmpty,
  description: NonEmpty,
  mission: NonEmpty,
  vision: NonEmpty,
  /** The terms shown before the mission and the vision. */
  purposeLabels: z.object({ mission: NonEmpty, vision: NonEmpty }),
  coreValues: z.array(z.object({ title: NonEmpty, text: NonEmpty })).length(4, { message: "The group has four core values (the spec's)." }),
  copyrightYear: z.number().int(),
  contacts: z.object({
    abujaOffice: z.object({
      lines: z.array(NonEmpty).min(2),
      mapLabel: NonEmpty,
      /** The office's postal address in structured data (Organization, JobPosting). */
      postal: z.object({ locality: NonEmpty, region: NonEmpty, postalCode: z.string().regex(/^\d{6}$/), country: z.string().length(2) }),
    }),
    lagosAddress: z.object({ lines: z.array(NonEmpty).min(2) }),
    phone: PhoneSchema,
    hotline: PhoneSchema,
  }),
  mailboxes: z.object({
    info: SampleEmail,
    hr: SampleEmail,
    assetManagement: SampleEmail,
    realEstate: SampleEmail,
    commodities: SampleEmail,
    residences: SampleEmail,
    agents: SampleEmail,
    ethics: SampleEmail,
    privacy: SampleEmail,
    newsletter: SampleEmail,
    noReply: SampleEmail,
    /** The team that runs the website: told when a team's mailbox refuses a message for good (MAIL_ALERTS_TO overrides). */
    web: SampleEmail,
  }),
  external: z.object({
    /** The residences' external booking page (spec §7 call 3). */
    bookingPage: z.url(),
    /** The external video page the home page's Play Video link opens. */
    videoPage: z.url(),
    /** The serviced-residences business site (Our Businesses card). */
    residencesSite: z.url(),
    /** Shareholders page in the Private Wealth Solutions promo. */
    shareholders: z.url(),
    /** The customer team's live chat (text), offered on /accessibility for visitors with a hearing impairment. */
    liveChat: z.url(),
  }),
});

/**
 * The group's purpose (mission, vision, core values): a document of marketing's pages collection
 * (decision 155), read by every page's footer, the home page, /the-firm, /careers and the site's share card.
 * This file's values are its seed, the first published version.
 */
export const GroupPurposeSchema = SiteSchema.pick({ mission: true, vision: true, purposeLabels: true, coreValues: true });
export type GroupPurposeDoc = z.output<typeof GroupPurposeSchema>;

/**
 * The group's contact details (addresses and telephone numbers): a document of the administrators'
 * site details (decision 156), read by every page's footer, the whistleblowing page, the legal pages
 * and the structured data. The mailboxes stay here: each is also where the site delivers a team's mail.
 */
export const ContactDetailsSchema = SiteSchema.shape.contacts;
export type ContactDetails = z.output<typeof ContactDetailsSchema>;

export const site = defineContent("content/site.ts", SiteSchema, {
  name: "Savannah Crest Group",
  shortName: "Savannah Crest",
  legalName: "Savannah Crest Group Limited",
  description:
    "Savannah Crest Group is a Nigerian investment group in real estate development, serviced residences, asset management and agricultural commodities trading, headquartered in Abuja.",
  mission: "To be Africa's most sustainable investment firm through durable, profitable, long-term, innovative investments.",
  vision: "To be the world's most sustainable African investment brand.",
  purposeLabels: { mission: "Our mission", vision: "Our vision" },
  coreValues: [
    { title: "Integrity", text: "We do what we say, we report what we do, and we put our name to both." },
    { title: "Excellence", text: "We hold every estate, portfolio, room and shipment to a measured standard." },
    { title: "Innovation", text: "We look for better ways to build, invest and trade, and we test them before we scale them." },
    { title: "Long-term thinking", text: "We invest for decades, not quarters: for our clients, our people and our communities." },
  ],
  copyrightYear: 2025,
  contacts: {
    abujaOffice: {
      lines: ["Savannah Crest House", "14 Crestview Close, Central Business District", "Abuja, FCT, Nigeria"],
      mapLabel: "Abuja head office",
      postal: { locality: "Abuja", region: "FCT", postalCode: "900103", country: "NG" },
    },
    lagosAddress: { lines: ["Savannah Crest Group, Lagos Office", "7 Marina View Road, Victoria Island", "Lagos, Nigeria"] },
    phone: "+234 800 555 0100",
    hotline: "+234 800 555 0199",
  },
  mailboxes: {
    info: "info@savannahcrest.example",
    hr: "careers@savannahcrest.example",
    assetManagement: "invest@savannahcrest.example",
    realEstate: "realestate@savannahcrest.example",
    commodities: "commodities@savannahcrest.example",
    residences: "residences@savannahcrest.example",
    agents: "agents@savannahcrest.example",
    ethics: "ethics@savannahcrest.example",
    privacy: "privacy@savannahcrest.example",
    newsletter: "newsletter@savannahcrest.example",
    noReply: "no-reply@savannahcrest.example",
    web: "web@savannahcrest.example",
  },
  external: {
    bookingPage: "https://booking.savannahcrest.example/residences",
    videoPage: "https://video.savannahcrest.example/our-story",
    residencesSite: "https://residences.savannahcrest.example/",
    shareholders: "https://investors.savannahcrest.example/shareholders",
    liveChat: "https://chat.savannahcrest.example/customer-team",
  },
});

/** The seed of the group's purpose document: this file's mission, vision, labels and core values. */
export function groupPurposeSeed(): GroupPurposeDoc {
  const { mission, vision, purposeLabels, coreValues } = site;
  return structuredClone({ mission, vision, purposeLabels, coreValues });
}

/** The seed of the contact details document: this file's addresses and numbers. */
export function contactDetailsSeed(): ContactDetails {
  return structuredClone(site.contacts);
}

/**
 * Spec §9 constants live in ./constants (no zod there, so client components can
 * import them without shipping the schema library); re-exported here.
 */
export * from "./constants";
