import { z } from "zod";
import { defineContent } from "./define";
import {
  FigureSchema,
  PointSchema,
  ProfileBlockSchema,
  SectionCopySchema,
  SlidesSchema,
  VisionMissionSchema,
  staffProfile,
} from "./business-schema";
import { NonEmpty, ProductCardSchema } from "./schema";
import { KEY_FIGURES, mailtoHref, site } from "./site";

/** /assets-management (spec §2): Savannah Crest Asset Management. */
export const AssetManagementSchema = z.object({
  intro: NonEmpty,
  slideshowLabel: NonEmpty,
  slides: SlidesSchema,
  visionMission: VisionMissionSchema,
  whyChooseUs: SectionCopySchema.extend({ points: z.array(PointSchema).min(3) }),
  keys: SectionCopySchema.extend({ figures: z.array(FigureSchema).min(3) }),
  capabilities: SectionCopySchema.extend({ items: z.array(PointSchema).min(3) }),
  products: SectionCopySchema.extend({
    items: z.array(ProductCardSchema).length(3),
    /** Shown at the foot of each product card: what choosing it does. */
    cardAction: NonEmpty,
    /** The enquiry modal's title; {title} is the product. */
    modalTitle: NonEmpty.refine((v) => v.includes("{title}"), { message: "must contain {title}" }),
  }),
  approach: SectionCopySchema.extend({ steps: z.array(PointSchema).length(4) }),
  head: SectionCopySchema.extend({ profile: ProfileBlockSchema }),
});

export const assetManagement = defineContent("content/asset-management.ts", AssetManagementSchema, {
  intro:
    "Savannah Crest Asset Management invests Nigerian savings in the assets our group knows first-hand: homes in Abuja, export crops and the country's listed companies.",
  slideshowLabel: "Savannah Crest Asset Management",
  slides: [
    { id: 1, image: "/media/slides/am-portfolio.webp", text: "Portfolios built to outpace inflation, year after year." },
    { id: 2, image: "/media/slides/am-markets.webp", text: "Research-led access to Nigeria's equities, bonds and real assets." },
    { id: 3, image: "/media/slides/am-wealth.webp", text: "Wealth managed for the next generation, not the next quarter." },
  ],
  visionMission: {
    mission: {
      title: "Our Mission",
      text: [
        "To grow and protect our clients' wealth in real terms: after inflation, after fees, over the long term.",
        "We do it with disciplined, research-led portfolios across Nigerian equities, fixed income, real estate and agriculture, and with reporting any client can read in ten minutes.",
      ],
    },
    vision: {
      title: "Our Vision",
      text: [
        "To be the asset manager Nigerian families and institutions trust with their savings for decades.",
        "We will measure ourselves by real returns, by plain reporting and by the number of clients who stay with us from their first investment to their grandchildren's.",
      ],
    },
  },
  whyChooseUs: {
    title: "Why Choose Us",
    intro: [
      "Many managers promise growth. We promise a method, and we show our working. These are the four things our clients tell us made them stay.",
    ],
    points: [
      {
        title: "Real returns, not headline returns",
        text: "We measure every portfolio against inflation as well as against the market. A year that beats the index but loses to prices is not a good year for a client, and we say so in the report.",
      },
      {
        title: "Assets we know first-hand",
        text: "Our group builds estates in Jahi and Guzape and exports ten agricultural commodities. Our real estate and agricultural products invest in markets our colleagues work in every day.",
      },
      {
        title: "Costs in naira, in writing",
        text: "Before you invest, you see every fee as a naira amount as well as a percentage. Every statement lists each holding and each charge. No fee appears for the first time on a statement.",
      },
      {
        title: "Your assets, held apart",
        text: "Client assets sit with an independent custodian, separate from our own balance sheet, and the accounts are audited every year by an external firm.",
      },
    ],
  },
  keys: {
    title: "The keys",
    intro: [
      "Three figures frame how we invest. Nigerian savings are growing, prices are rising faster, and the country's leading companies earn at a scale few investors can reach alone.",
      "A portfolio that only keeps its nominal value is losing money. Ours are built to do better than that.",
    ],
    figures: [
      {
        value: KEY_FIGURES.aum2022,
        label: "Assets under management (AUM) in 2022",
        note: "Savings managed by Nigeria's fund managers: a market that has grown as more Nigerians invest rather than hold cash.",
      },
      {
        value: `${KEY_FIGURES.inflationFrom} to ${KEY_FIGURES.inflationTo}`,
        label: "Headline inflation in 2022",
        note: "The rise in Nigeria's headline inflation over 2022: the rate a portfolio must beat before it has earned anything.",
      },
      {
        value: KEY_FIGURES.revenues2021,
        label: "Revenues in 2021",
        note: "Revenues reported for 2021 by one of the blue-chip companies listed on the Nigerian Exchange: the scale of business a Nigerian equity portfolio can own a share of.",
      },
    ],
  },
  capabilities: {
    title: "Integrated Capabilities",
    intro: [
      "Asset management is one of four businesses in Savannah Crest Group. Our clients get the research of an investment house and the ground-level knowledge of a developer, a hotelier and a commodity trader.",
    ],
    items: [
      {
        title: "Portfolio management",
        text: "Discretionary and advisory portfolios across Nigerian equities, government and corporate bonds, money-market instruments and real assets.",
      },
      {
        title: "Real estate",
        text: "Exposure to completed, income-producing homes and serviced residences in Abuja, developed and run by our sister companies, with the rental records to prove their yield.",
      },
      {
        title: "Agriculture",
        text: "Trade finance and fund products backed by the sesame, cashew, ginger and other export contracts of Savannah Crest Commodities.",
      },
      {
        title: "Research",
        text: "Macroeconomic, currency and sector research written for decisions, not for display: each note ends with what we are doing about it.",
      },
      {
        title: "Wealth planning",
        text: "Education funding, retirement income, succession and philanthropy, planned in writing with the family and reviewed every year.",
      },
      {
        title: "Custody and reporting",
        text: "Independent custody, monthly statements in naira and an online view of every holding, its cost and its value.",
      },
    ],
  },
  products: {
    title: "Products & Services",
    intro: ["Three ways to invest with us. Choose one to send an enquiry: an adviser will call you back within one working day."],
    cardAction: "Enquire",
    modalTitle: "Enquire about {title}",
    items: [
      {
        title: "Agricultural Commodities Fund",
        subtitle:
          "A fund investing in the export trade of sesame, sheanut, cashew and seven other Nigerian crops, backed by the contracts and warehouses of Savannah Crest Commodities.",
        img: "/media/cards/product-agri-fund.webp",
      },
      {
        title: "Real Estate Investment Trust",
        subtitle:
          "A share of completed, income-producing homes and serviced residences in Maitama, Jahi, Guzape and Katampe, with rental income distributed twice a year.",
        img: "/media/cards/product-reit.webp",
      },
      {
        title: "Private Wealth Management",
        subtitle:
          "A dedicated adviser, a written investment policy and a portfolio built around your family's goals, from school fees to succession.",
        img: "/media/cards/product-wealth.webp",
      },
    ],
  },
  approach: {
    title: "Our Approach",
    intro: ["Every client relationship follows the same four steps, whether you invest ₦1 million or ₦1 billion."],
    steps: [
      {
        title: "Listen",
        text: "We start with your goals, your time horizon and how much loss you can bear, and write them into an investment policy that you sign.",
      },
      {
        title: "Research",
        text: "Our analysts test each candidate holding against our inflation and exchange-rate forecasts, not against last year's returns.",
      },
      {
        title: "Invest",
        text: "We build the portfolio, place the assets with an independent custodian and show you every cost in naira before the first trade.",
      },
      {
        title: "Review",
        text: "Monthly statements, a quarterly call with your adviser and a full review every year, or sooner when your circumstances change.",
      },
    ],
  },
  head: {
    title: "Head of Department",
    profile: staffProfile(
      "babatunde",
      [
        "Babatunde Adeyemi leads Savannah Crest Asset Management. He has spent twenty years managing Nigerian equity and fixed-income portfolios for pension funds, insurers and families.",
        "He built the firm's inflation-first investment process and chairs its investment committee. He holds a degree in economics from the University of Ibadan and is a CFA charterholder.",
      ],
      { label: "Get Started", href: mailtoHref(site.mailboxes.assetManagement) },
    ),
  },
});

export type AssetManagementContent = typeof assetManagement;
