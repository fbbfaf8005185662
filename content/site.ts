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
  coreValues: z.array(z.object({ title: NonEmpty, text: NonEmpty })).length(4),
  copyrightYear: z.number().int(),
  contacts: z.object({
    abujaOffice: z.object({ lines: z.array(NonEmpty).min(2), mapLabel: NonEmpty }),
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
  }),
});

export const site = defineContent("content/site.ts", SiteSchema, {
  name: "Savannah Crest Group",
  shortName: "Savannah Crest",
  legalName: "Savannah Crest Group Limited",
  description:
    "Savannah Crest Group is a Nigerian investment group in real estate development, serviced residences, asset management and agricultural commodities trading, headquartered in Abuja.",
  mission:
    "To be Africa's most sustainable investment firm, through durable, profitable, long-term and innovative investments.",
  vision: "To be the world's most sustainable African investment brand.",
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
  },
  external: {
    bookingPage: "https://booking.savannahcrest.example/residences",
    videoPage: "https://video.savannahcrest.example/our-story",
    residencesSite: "https://residences.savannahcrest.example/",
    shareholders: "https://investors.savannahcrest.example/shareholders",
  },
});

/** Spec §9 business constants and limits. */
export const PAGE_LOADER_DEFAULT_MS = 2000;
export const CAROUSEL_INTERVAL_MS = 4000;
/** The navigation bar hides once scrolled past this fraction of the page height. */
export const NAV_HIDE_FRACTION = 0.9;
export const CARD_ANIMATION_THRESHOLD = 0.3;
export const HOME_CARD_STAGGER_S = 0.2;
export const STAFF_CARD_STAGGER_S = 0.1;
export const MARQUEE_CYCLE_S = 20;
export const SPINNER_SIZE = 28;
export const SPINNER_SPEED_S = 3.5;
export const TYPEWRITER_SPEED_MS = 40;
export const BIO_PREVIEW_CHARS = 200;
export const CONTACT_MESSAGE_MIN_CHARS = 10;
export const ROOM_AVERAGE_BOOKING_NGN = 150000;
export const EMAILJS_CLIENT_VERSION = "4.4.1";
export const COMPLAINT_ACKNOWLEDGEMENT_HOURS = 72;
export const COMPLAINT_RESOLUTION = "one month";
export const MINIMUM_DATA_SUBJECT_AGE = 18;
export const EARNINGS_PERIOD = "Third-Quarter 2024";

/** Key figures quoted in copy (spec §9). */
export const KEY_FIGURES = {
  revenues2021: "₦1,383.6B",
  commoditiesSuppliedMt: "36,550 MT",
  aum2022: "N3.5 trillion",
  inflationFrom: "15.6%",
  inflationTo: "over 21%",
} as const;

/** Property copy figures (spec §9). */
export const PROPERTY_FIGURES = {
  fiveBedroomPrice: "₦500 million",
  sevenBedroomPrice: "₦2 billion",
  prestigeManorTerraces: 16,
  prestigeManorDuplexes: 5,
  monarchHillDuplexes: 5,
} as const;

/** Article figures (spec §9): residential real estate market. */
export const MARKET_FIGURES = {
  size2025: "₦3,919 trillion",
  growthPerYear: "6.87%",
  size2029: "₦5,121 trillion",
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, "")}`;
}

export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
