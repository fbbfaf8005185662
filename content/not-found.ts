import { z } from "zod";
import { defineContent } from "./define";
import { LinkSchema, NonEmpty } from "./schema";

/** The 404 page: any path not listed in spec §2. */
const NotFoundSchema = z.object({
  /** The page's <title>. */
  title: NonEmpty,
  heading: NonEmpty,
  text: NonEmpty,
  /** The page's two buttons: the primary one, then the secondary one. */
  primaryLink: LinkSchema,
  secondaryLink: LinkSchema,
});

export const notFoundCopy = defineContent("content/not-found.ts", NotFoundSchema, {
  title: "Page Not Found",
  heading: "404: Page Not Found",
  text: "The page you asked for does not exist or has moved.",
  primaryLink: { label: "Go to the home page", href: "/" },
  secondaryLink: { label: "Search the site", href: "/search" },
});
