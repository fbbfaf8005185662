import { z } from "zod";
import { defineContent } from "./define";
import { NavLinkSchema, NonEmpty, SocialLinkSchema } from "./schema";
import { site } from "./site";

const NavigationSchema = z.object({
  home: NavLinkSchema,
  firm: z.object({
    label: NonEmpty,
    links: z.array(NavLinkSchema).min(1),
    whatWeDo: z.object({ label: NonEmpty, links: z.array(NavLinkSchema).length(4) }),
    promo: z.object({ title: NonEmpty, text: NonEmpty, link: NavLinkSchema }),
  }),
  rest: z.array(NavLinkSchema),
  search: NavLinkSchema,
  quickLinks: z.array(NavLinkSchema).min(1),
  legal: z.array(NavLinkSchema).length(4),
  social: z.array(SocialLinkSchema).min(1),
});

export const navigation = defineContent("content/navigation.ts", NavigationSchema, {
  home: { name: "Home", path: "/" },
  firm: {
    label: "The Firm",
    links: [
      { name: "Our People", path: "/our-people" },
      { name: "Insights", path: "/#insights" },
    ],
    whatWeDo: {
      label: "What We Do",
      links: [
        { name: "Assets Management", path: "/assets-management" },
        { name: "Real Estate", path: "/real-estate" },
        { name: "Residences", path: "/residences" },
        { name: "Commodities", path: "/commodities" },
      ],
    },
    promo: {
      title: "Private Wealth Solutions",
      text: "Discretionary portfolios and family-office services for clients who think in generations.",
      link: { name: "Shareholders", path: site.external.shareholders },
    },
  },
  rest: [
    { name: "About", path: "/the-firm" },
    { name: "Careers", path: "/careers" },
    { name: "Contact Us", path: "/contact-form" },
  ],
  search: { name: "Search", path: "/search" },
  quickLinks: [
    { name: "Home", path: "/" },
    { name: "The Firm", path: "/the-firm" },
    { name: "Our People", path: "/our-people" },
    { name: "News & Insights", path: "/news" },
    { name: "Careers", path: "/careers" },
    { name: "Become an Agent", path: "/AgentRegistration" },
    { name: "Newsletter", path: "/newsletter" },
  ],
  legal: [
    { name: "Accessibility", path: "/accessibility" },
    { name: "Privacy Policy", path: "/privacy-policy" },
    { name: "Terms of Use", path: "/terms-of-use" },
    { name: "Whistleblowing", path: "/whistleblow" },
  ],
  social: [
    { name: "LinkedIn", link: "https://linkedin.example.com/company/savannah-crest" },
    { name: "X (Twitter)", link: "https://x.example.com/savannahcrest" },
    { name: "Instagram", link: "https://instagram.example.com/savannahcrest" },
    { name: "YouTube", link: "https://youtube.example.com/@savannahcrest" },
  ],
});

export type Navigation = typeof navigation;
