/**
 * The second build the end-to-end suite runs against: the contact form's three
 * EmailJS settings set (spec §7 call 2; fictional values), served next to the
 * main build on the following port. The provider itself is outside this
 * machine, so the tests answer its API from the browser (page.route).
 */
export const EMAILJS_SETTINGS = {
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: "service_savannah_test",
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: "template_contact_test",
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "public-key-savannah-test",
} as const;

export const EMAILJS_DIST_DIR = ".next-test-emailjs";

/** The main build's port (E2E_PORT, 3100) plus one. */
export function emailJsPort(env: Record<string, string | undefined> = process.env): number {
  return Number(env.E2E_PORT || 3100) + 1;
}
