import { z } from "zod";
import { defineContent } from "./define";
import { home } from "./home";
import { BusinessCardSchema, NonEmpty } from "./schema";
import { KEY_FIGURES, site } from "./site";

/**
 * Our Businesses (home page, spec §2): four cards, each with a Learn More link
 * to an external business site, /assets-management or /commodities. Real
 * estate and residences run their own sites (docs/decisions/060).
 */
const REAL_ESTATE_SITE = "https://properties.savannahcrest.example/";

export const businesses = defineContent("content/businesses.ts", z.array(BusinessCardSchema).length(4), [
  {
    title: "Real Estate",
    description: [
      "Savannah Crest Properties develops luxury homes in Abuja's Maitama, Jahi, Guzape and Katampe districts.",
      "From terraces to seven-bedroom duplexes, every home is sold with clear title and finished on the day promised.",
    ],
    img: "/media/cards/business-real-estate.webp",
    learnMoreLink: REAL_ESTATE_SITE,
    detailedDescription:
      "Savannah Crest Properties plans, builds and sells gated estates in Abuja, with on-site engineers, audited project accounts and a handover checklist every buyer signs.",
  },
  {
    title: "Residences",
    description: [
      "Serviced apartments in Abuja for short and long stays, with housekeeping, security and power around the clock.",
      "Book directly or through our network of approved agents.",
    ],
    img: "/media/cards/business-residences.webp",
    learnMoreLink: site.external.residencesSite,
    detailedDescription:
      "Savannah Crest Residences hosts business travellers, diplomats and families in fully serviced apartments, from studios to three-bedroom suites.",
  },
  {
    title: "Assets Management",
    description: [
      `An agricultural commodities fund, a real estate investment trust and private wealth management, in a Nigerian fund market that managed ${KEY_FIGURES.aum2022} of savings in 2022.`,
      "Portfolios built to beat inflation, reported to clients every quarter.",
    ],
    img: "/media/cards/business-asset-management.webp",
    learnMoreLink: "/assets-management",
    detailedDescription:
      "Savannah Crest Asset Management invests clients' savings in Nigerian real assets and listed securities, with an independent custodian and quarterly reporting.",
  },
  {
    title: "Commodities",
    description: [
      `Export-grade sesame, sheanut, cashew, ginger, cocoa and more: ${KEY_FIGURES.commoditiesSuppliedMt} supplied to buyers at home and abroad.`,
      "Every lot graded against the buyer's specification before it ships.",
    ],
    img: "/media/cards/business-commodities.webp",
    learnMoreLink: "/commodities",
    detailedDescription:
      "Savannah Crest Commodities buys from farmer cooperatives across the North Central belt, cleans and grades in its own warehouses, and exports to buyers in Europe and Asia.",
  },
]);

/**
 * The home page's Our Businesses section as marketing edit it (decision 159): its eyebrow, heading and
 * introduction and the four cards, this file's and content/home.ts's words its seed. The Learn More and
 * In detail labels stay in content/home.ts with the interface's.
 */
export const OurBusinessesSchema = z.object({
  eyebrow: NonEmpty,
  title: NonEmpty,
  intro: NonEmpty,
  cards: z.array(BusinessCardSchema).length(4, { message: "The home page shows the group's four businesses (the spec's)." }),
});
export type OurBusinessesDoc = z.output<typeof OurBusinessesSchema>;

export function ourBusinessesSeed(): OurBusinessesDoc {
  const { eyebrow, title, intro } = home.businesses;
  return structuredClone({ eyebrow, title, intro, cards: businesses });
}
