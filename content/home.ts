import { z } from "zod";
import { defineContent } from "./define";
import { HomeCardSchema, Href, LinkSchema, MediaPath, NameTemplate, NonEmpty, ProfileSchema, SlideSchema, SrText } from "./schema";
import { news } from "./news";
import { KEY_FIGURES } from "./site";

/**
 * The home page (spec §2 "Home"): every word of its sections, in page order.
 * Businesses live in content/businesses.ts, the earnings block in
 * content/earnings.ts; mission, vision and core values in content/site.ts.
 */
const VideoSchema = z.object({
  /** Base name of /media/video/<name>.(webm|mp4) and /media/posters/<name>.webp. */
  name: z.enum(["hero", "flywheel", "estates"]),
  /** What the video shows, for the poster's alt text and the video's label. */
  label: NonEmpty,
});

const HomeSchema = z.object({
  hero: z.object({
    label: NonEmpty,
    slides: z.array(SlideSchema).length(4, { message: "keeps four slides, one for each business (spec §2)" }),
  }),
  firm: z.object({
    eyebrow: NonEmpty,
    title: NonEmpty,
    description: z.array(NonEmpty).min(1),
    cards: z.array(HomeCardSchema).length(3),
  }),
  heritage: z.object({
    eyebrow: NonEmpty,
    title: NonEmpty,
    paragraphs: z.array(NonEmpty).min(1),
    figures: z.array(z.object({ value: NonEmpty, label: NonEmpty })).min(1),
    link: LinkSchema,
  }),
  businesses: z.object({
    eyebrow: NonEmpty,
    title: NonEmpty,
    intro: NonEmpty,
    /** Each card's link, then its screen-reader ending (" about Real Estate"). */
    learnMore: NonEmpty,
    learnMoreAbout: NameTemplate,
    /** The summary of each card's disclosure. */
    inDetail: NonEmpty,
  }),
  chiefExecutive: z.object({ eyebrow: NonEmpty, profile: ProfileSchema, quote: NonEmpty }),
  coreValues: z.object({
    title: NonEmpty,
    intro: NonEmpty,
    /** One image per value of site.coreValues, in the same order. */
    images: z.array(MediaPath).length(4),
    link: LinkSchema,
  }),
  marquee: z.object({ label: NonEmpty, items: z.array(NonEmpty).min(3) }),
  featuredStories: z.object({
    title: NonEmpty,
    /**
     * Three /news stories by their link, shown as /news shows them (title,
     * type, date, picture): spec §2, one on our site and two press links.
     */
    stories: z
      .array(Href)
      .length(3)
      .refine((links) => links.every((link) => news.some((item) => item.link === link)), {
        message: "every featured story is a /news story (content/news.ts)",
      })
      .refine((links) => links.filter((link) => link.startsWith("/")).length === 1, {
        message: "spec §2: one internal story and two press links",
      }),
    more: LinkSchema,
    /** Read after the more link's label. */
    moreSrText: SrText,
  }),
  flywheel: z.object({
    eyebrow: NonEmpty,
    title: NonEmpty,
    paragraphs: z.array(NonEmpty).min(1),
    steps: z.array(z.object({ title: NonEmpty, text: NonEmpty })).length(4),
    video: VideoSchema,
  }),
  backgroundVideo: z.object({ title: NonEmpty, text: NonEmpty, playLabel: NonEmpty, video: VideoSchema }),
  subscribe: z.object({ title: NonEmpty, text: NonEmpty, link: LinkSchema }),
});

export const home = defineContent("content/home.ts", HomeSchema, {
  hero: {
    label: "Our businesses",
    slides: [
      {
        id: 1,
        image: "/media/slides/home-real-estate.webp",
        portrait: "/media/slides-portrait/home-real-estate.webp",
        text: "Real estate: homes built to last in Maitama, Jahi, Guzape and Katampe.",
      },
      {
        id: 2,
        image: "/media/slides/home-residences.webp",
        portrait: "/media/slides-portrait/home-residences.webp",
        text: "Residences: serviced apartments in the heart of Abuja.",
      },
      {
        id: 3,
        image: "/media/slides/home-asset-management.webp",
        portrait: "/media/slides-portrait/home-asset-management.webp",
        text: "Asset management: your savings, invested for real returns.",
      },
      {
        id: 4,
        image: "/media/slides/home-commodities.webp",
        portrait: "/media/slides-portrait/home-commodities.webp",
        text: "Commodities: Nigeria's harvest, graded and shipped to the world.",
      },
    ],
  },
  firm: {
    eyebrow: "The Firm",
    title: "Building Africa's long term",
    description: [
      "Savannah Crest Group is an Abuja-based investment group in four businesses: real estate development, serviced residences, asset management and agricultural commodities. They share one balance sheet, one compliance function and one rule: invest only where we can add lasting value.",
    ],
    cards: [
      {
        image: "/media/cards/firm-strategy.webp",
        title: "Our strategy",
        link: "/assets-management",
        description: "How we allocate capital across property, hospitality, investments and trade, and why we measure in decades.",
      },
      {
        image: "/media/cards/firm-careers.webp",
        title: "Careers",
        link: "/careers",
        description: "Engineers, analysts and hosts who want their work to still be standing in fifty years: join our team in Abuja.",
      },
      {
        image: "/media/cards/firm-insights.webp",
        title: "Insights",
        link: "/assets-management",
        description: "Our view on inflation, the naira and Nigerian real assets, from the team that manages our clients' money.",
      },
    ],
  },
  heritage: {
    eyebrow: "About us",
    title: "Our heritage",
    paragraphs: [
      "We began as a small property developer in Abuja's Maitama district, building one home at a time for clients who wanted quality they could inspect before they paid. Clear titles, audited accounts and homes finished on the day promised are still how we work.",
      "From property we grew into the businesses property touches: serviced residences for professionals moving to Abuja, an asset manager for the savers who asked us to invest alongside them, and a commodities desk that connects the farms of the North Central belt with buyers abroad.",
    ],
    figures: [
      { value: KEY_FIGURES.commoditiesSuppliedMt, label: "of commodities supplied" },
      { value: "4", label: "businesses, one balance sheet" },
      { value: "Abuja", label: "head office, with a Lagos office" },
    ],
    link: { label: "More about the firm", href: "/the-firm" },
  },
  businesses: {
    eyebrow: "What we do",
    title: "Our Businesses",
    intro:
      "Four businesses that reinforce one another: the homes we build, the guests we host, the savings we manage and the harvests we trade.",
    learnMore: "Learn More",
    learnMoreAbout: (title) => ` about ${title}`,
    inDetail: "In detail",
  },
  chiefExecutive: {
    eyebrow: "Leadership",
    profile: {
      name: "Precedence Okafor-Bello",
      role: "Group Managing Director and Chief Executive Officer",
      image: "/media/people/precedence-okafor-bello.webp",
      bio: [
        "Precedence Okafor-Bello leads Savannah Crest Group and its four businesses, and chairs the Executive Committee. She joined the Group in 2017 and set its strategy of owning the whole chain, from land to keys and from farm gate to port.",
        "Before Savannah Crest she spent fifteen years in investment banking and private equity in Lagos and London, advising on infrastructure and real estate transactions across West Africa. She holds an economics degree from the University of Ibadan and an MBA from a leading European business school.",
      ],
    },
    quote:
      "We build for the next generation of Nigerians, not the next quarter. Every estate, portfolio and shipment has to be worth owning in twenty years.",
  },
  coreValues: {
    title: "Our Core Values",
    intro: "Four values decide how we invest, whom we hire and what we will not do.",
    images: [
      "/media/cards/value-integrity.webp",
      "/media/cards/value-excellence.webp",
      "/media/cards/value-innovation.webp",
      "/media/cards/value-long-term.webp",
    ],
    link: { label: "Meet our people", href: "/our-people" },
  },
  marquee: {
    label: "Savannah Crest at a glance",
    items: [
      // The group's own: spec §9's revenue and AUM figures are the market's (decision 030), framed so on /assets-management.
      `${KEY_FIGURES.commoditiesSuppliedMt} of commodities supplied`,
      "Homes in Maitama, Jahi, Guzape and Katampe",
      "Serviced apartments for a night, a month or a season",
      "Real Estate",
      "Residences",
      "Assets Management",
      "Commodities",
    ],
  },
  featuredStories: {
    title: "Featured Stories",
    stories: [
      "/casalavorowuseii",
      "https://press.example.com/savannah-crest/2025/07/kaduna-sesame-agreement",
      "https://markets.example.org/2025/07/savannah-crest-agri-commodities-fund",
    ],
    more: { label: "More...", href: "/news" },
    moreSrText: " news and insights",
  },
  flywheel: {
    eyebrow: "How it fits together",
    title: "Our Flywheel",
    paragraphs: [
      "Our four businesses feed one another. Each turn of the wheel makes the next one easier, and that is how a group of our size compounds value for decades.",
    ],
    steps: [
      { title: "We build", text: "Real estate creates homes and serviced apartments in Abuja's best districts." },
      { title: "We host", text: "Residences fill those apartments and learn what guests and buyers want next." },
      { title: "We invest", text: "Asset management puts clients' savings into property and harvests with real returns." },
      { title: "We trade", text: "Commodities turn those investments into export earnings that fund the next estate." },
    ],
    video: { name: "flywheel", label: "Our flywheel: building, hosting, investing and trading" },
  },
  backgroundVideo: {
    title: "Invested in Nigeria for the long term",
    text: "See the estates, residences and farms behind our numbers.",
    playLabel: "Play Video",
    video: { name: "hero", label: "Aerial views of our estates, residences and farms" },
  },
  subscribe: {
    title: "Stay informed",
    text: "Results, new developments and market insight from Savannah Crest, in your inbox once a month.",
    link: { label: "Subscribe", href: "/newsletter" },
  },
});

export type HomeVideo = z.output<typeof VideoSchema>;

/**
 * The home page as the back office edits it (issue 48, decision 140): every
 * section but the businesses' card labels (interface words, and a template)
 * and Featured Stories (a collection of its own). content/home.ts is its seed.
 */
export const HomePageSchema = HomeSchema.omit({ businesses: true, featuredStories: true });
export type HomeDoc = z.output<typeof HomePageSchema>;

/** The seed document: today's home page. */
export function homeSeed(): HomeDoc {
  // Parsing copies the page and leaves out the two parts the schema omits.
  return HomePageSchema.parse(home);
}

/** The files of a home video: WebM and MP4 sources and the poster image. */
export function videoFiles(video: HomeVideo) {
  return {
    webm: `/media/video/${video.name}.webm`,
    mp4: `/media/video/${video.name}.mp4`,
    poster: `/media/posters/${video.name}.webp`,
  };
}
