import { z } from "zod";
import { defineContent } from "./define";
import { Href, LinkSchema, NameTemplate, NonEmpty } from "./schema";

/**
 * /the-firm: who the group is (spec §1 positioning, heritage, the four
 * businesses), section by section. The core values are in content/site.ts.
 */
const TheFirmSchema = z.object({
  whoWeAre: z.object({ title: NonEmpty }),
  overview: z.array(NonEmpty).min(1),
  heritage: z.object({ title: NonEmpty, paragraphs: z.array(NonEmpty).min(1) }),
  whatWeDo: z.object({
    title: NonEmpty,
    /** Each business's link, then its screen-reader ending (" about Real Estate"). */
    learnMore: NonEmpty,
    learnMoreAbout: NameTemplate,
  }),
  businesses: z.array(z.object({ name: NonEmpty, summary: NonEmpty, link: Href })).length(4),
  values: z.object({ title: NonEmpty }),
  governance: z.object({
    title: NonEmpty,
    text: NonEmpty,
    /** The section's two buttons: the primary one, then the secondary one. */
    primaryLink: LinkSchema,
    secondaryLink: LinkSchema,
  }),
});

export const theFirm = defineContent("content/the-firm.ts", TheFirmSchema, {
  whoWeAre: { title: "Who we are" },
  overview: [
    "Savannah Crest Group is an Abuja-based investment group. We develop homes, run serviced residences, manage investors' money and trade Nigeria's agricultural commodities — four businesses that share one balance sheet, one compliance function and one rule: invest only where we can add lasting value.",
    "We measure ourselves in decades. Our estates are built to be lived in for generations, our portfolios are managed for real returns after inflation, and our commodity desk pays farmers on time so that they sell to us again next season.",
  ],
  heritage: {
    title: "Our heritage",
    paragraphs: [
      "The group began as a small property developer in Abuja's Maitama district, building one home at a time for clients who wanted quality they could inspect before they paid. The discipline that built those first homes — clear titles, audited accounts, finished on the day promised — is the one we still apply to every business we run.",
      "From property we grew into the businesses that property touches: serviced residences for the professionals who move to Abuja, an asset manager for the savers who asked us to invest alongside them, and a commodities desk that connects the farms of the North Central belt with buyers abroad.",
    ],
  },
  whatWeDo: {
    title: "What we do",
    learnMore: "Learn more",
    learnMoreAbout: (name) => ` about ${name}`,
  },
  businesses: [
    {
      name: "Real Estate",
      summary: "Luxury homes in Maitama, Jahi, Guzape and Katampe, from terraces to seven-bedroom duplexes.",
      link: "/real-estate",
    },
    {
      name: "Residences",
      summary: "Serviced apartments in Abuja for short and long stays, booked directly or through our agents.",
      link: "/residences",
    },
    {
      name: "Assets Management",
      summary: "An agricultural commodities fund, a real estate investment trust and private wealth management.",
      link: "/assets-management",
    },
    {
      name: "Commodities",
      summary: "Export-grade sesame, sheanut, cashew, ginger, cocoa, soybean, maize, paddy rice, groundnut and sorghum.",
      link: "/commodities",
    },
  ],
  values: { title: "Our Core Values" },
  governance: {
    title: "How we are governed",
    text: "A Board of Directors with a majority of non-executive members oversees the group; each business reports its results to the Board every quarter, and an independent ethics line takes reports from anyone, in confidence.",
    primaryLink: { label: "Meet our people", href: "/our-people" },
    secondaryLink: { label: "Report a concern", href: "/whistleblow" },
  },
});

/**
 * /the-firm as marketing edits it (decision 150): every section but the
 * "Learn more" links' screen-reader ending, a template of the interface.
 */
export const TheFirmPageSchema = TheFirmSchema.extend({ whatWeDo: TheFirmSchema.shape.whatWeDo.omit({ learnMoreAbout: true }) });
export type TheFirmDoc = z.output<typeof TheFirmPageSchema>;

/** The seed document: today's /the-firm. */
export function theFirmSeed(): TheFirmDoc {
  return TheFirmPageSchema.parse(theFirm);
}
