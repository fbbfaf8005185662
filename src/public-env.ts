/**
 * Public (NEXT_PUBLIC_*) settings, inlined by Next.js at build time, so each is
 * referenced by its literal name. Kept free of Zod so that client components
 * reading them (the page loader, on every page) do not ship a schema library:
 * import from here in client code; src/env.ts re-exports these for the server.
 */
import { PAGE_LOADER_DEFAULT_MS } from "@content/constants";

export type PublicEnv = {
  NEXT_PUBLIC_PAGE_LOADER_MS: number;
  NEXT_PUBLIC_EMAILJS_SERVICE_ID?: string;
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID?: string;
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY?: string;
};

/** An empty variable means "unset". */
function optional(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}

export function parsePageLoaderMs(value: string | undefined): number {
  const raw = optional(value);
  if (raw === undefined) return PAGE_LOADER_DEFAULT_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 10000) {
    throw new Error(`Invalid environment variable(s): NEXT_PUBLIC_PAGE_LOADER_MS: must be a whole number from 0 to 10000, got "${raw}"`);
  }
  return ms;
}

export const publicEnv: PublicEnv = {
  NEXT_PUBLIC_PAGE_LOADER_MS: parsePageLoaderMs(process.env.NEXT_PUBLIC_PAGE_LOADER_MS),
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: optional(process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: optional(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID),
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: optional(process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY),
};

/** True when the contact form should send through EmailJS (spec §7 call 2). */
export const emailJsEnabled = Boolean(
  publicEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID && publicEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID && publicEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
);
