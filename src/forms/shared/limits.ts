/**
 * Spec §9 limits the forms need in the browser, re-exported from content/site
 * would pull zod (full) into the client bundle; content.test.ts-style check in
 * limits.test.ts keeps them equal to content/site.ts.
 */
export const CONTACT_MESSAGE_MIN_CHARS = 10;

/**
 * Text, an at sign, text, a dot, text (spec §5), where text has no white
 * space and none of ( ) < > , ; : " [ ] \ : an address with those reads as
 * a comment, a second address or a display name to a mail library, so it
 * reaches someone else or no one (seen with "a(b@c.d" and "ceo,x@y.z").
 */
const ADDRESS_TEXT = String.raw`[^\s@()<>,;:"[\]\\]+`;
export const EMAIL_PATTERN = new RegExp(`^${ADDRESS_TEXT}@${ADDRESS_TEXT}\\.${ADDRESS_TEXT}$`);

/** Length bounds of every field (the inputs' maxLength, and the schemas'). */
export const MAX = { name: 100, email: 254, phone: 30, short: 200, message: 5000, date: 10 } as const;
