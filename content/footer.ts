import { z } from "zod";
import { defineContent } from "./define";
import { LinkSchema, NonEmpty } from "./schema";
import { site } from "./site";

/**
 * The footer's headings and labels (spec §2). Its link lists are in
 * content/navigation.ts; phone, address and mailbox in content/site.ts.
 */
const FooterSchema = z.object({
  /** The footer's heading, for screen readers only. */
  heading: NonEmpty,
  quickLinks: NonEmpty,
  social: NonEmpty,
  contact: z.object({
    title: NonEmpty,
    phone: NonEmpty,
    address: NonEmpty,
    form: LinkSchema,
    email: NonEmpty,
  }),
  /** Names the legal links' navigation for screen readers. */
  legalLabel: NonEmpty,
  home: LinkSchema,
  copyright: NonEmpty,
});

export const footer = defineContent("content/footer.ts", FooterSchema, {
  heading: "Site footer",
  quickLinks: "Quick Links",
  social: "Social",
  contact: {
    title: "Get In Touch",
    phone: "Phone",
    address: "Address",
    form: { label: "Contact form", href: "/contact-form" },
    email: "E-mail",
  },
  legalLabel: "Legal",
  home: { label: "Back to Home", href: "/" },
  copyright: `© ${site.copyrightYear} ${site.legalName}. All rights reserved.`,
});
