/**
 * Spec §9 limits the forms need in the browser, named once in
 * content/constants.ts (plain values, no zod: content/site.ts would pull zod
 * into the client bundle).
 */
export { CONTACT_MESSAGE_MIN_CHARS } from "@content/constants";

/**
 * Text, an at sign, text, a dot, text (spec §5), where text has no white
 * space and none of ( ) < > , ; : " [ ] \ : an address with those reads as
 * a comment, a second address or a display name to a mail library, so it
 * reaches someone else or no one (seen with "a(b@c.d" and "ceo,x@y.z").
 */
const ADDRESS_CHAR = String.raw`[^\s@()<>,;:"[\]\\]`;
const ADDRESS_CHAR_NOT_DOT = String.raw`[^\s@()<>,;:"[\]\\.]`;
/**
 * The domain is written as "one character, then no dot up to the first dot
 * after it, then text" rather than "text, a dot, text": the same addresses
 * (the first dot past the domain's first character is the one that counts),
 * but the engine has one way to read them, so a long run of dots cannot
 * make it try every split (the plain form took about a second on
 * "a@" + 31,000 dots + "@"). The schemas also stop at the length bound
 * before this runs.
 */
export const EMAIL_PATTERN = new RegExp(`^${ADDRESS_CHAR}+@${ADDRESS_CHAR}${ADDRESS_CHAR_NOT_DOT}*\\.${ADDRESS_CHAR}+$`);

/** Length bounds of every field (the inputs' maxLength, and the schemas'). */
export const MAX = { name: 100, email: 254, phone: 30, short: 200, message: 5000, date: 10 } as const;
