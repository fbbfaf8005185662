/**
 * Spec §9 limits the forms need in the browser, re-exported from content/site
 * would pull zod (full) into the client bundle; content.test.ts-style check in
 * limits.test.ts keeps them equal to content/site.ts.
 */
export const CONTACT_MESSAGE_MIN_CHARS = 10;
