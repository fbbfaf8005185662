/**
 * Spec §9 business constants and limits, each named once. Plain values with no
 * zod import: client components import them from here (content/site.ts
 * re-exports them for everyone else).
 */
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
/**
 * Days the website keeps its own copy of what a form sent once the team's
 * mailbox has it (the privacy policy's Retention section says so; the team
 * keeps the message for the policy's periods). See src/server/retention/.
 */
export const WEBSITE_COPY_RETENTION_DAYS = 30;
/** How often the website's purge runs (src/server/retention/schedule.ts). */
export const RETENTION_PURGE_INTERVAL_HOURS = 6;
/**
 * Months the website keeps a closed whistleblowing case (encrypted, decision 097) before the purge
 * deletes it: WHISTLEBLOWING_RETENTION_MONTHS's default, which the privacy policy's Retention section
 * states. An operator who sets another value changes that sentence too (docs/deploy.md).
 */
export const CASE_RETENTION_MONTHS = 12;
/**
 * How far ahead a booking request may be for (days after today in Abuja); a
 * date before today there, or past this, is refused with its own message.
 */
export const BOOKING_HORIZON_DAYS = 365;
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

/** Read after a link's text when it opens in a new tab (screen readers only). */
export const NEW_TAB_NOTE = " (opens in a new tab)";

/**
 * Wrong newsletter codes (confirm or unsubscribe) one client may send in 10
 * minutes before it is asked to wait. A code that works never counts: mail
 * providers post many one-click unsubscribes from a few addresses.
 */
export const TOKEN_MISSES_ALLOWED = 20;
