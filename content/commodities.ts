import { z } from "zod";
import { defineContent } from "./define";
import { FigureSchema, SectionCopySchema, SlidesSchema, VisionMissionSchema } from "./business-schema";
import { CommodityCardSchema, NonEmpty } from "./schema";
import { KEY_FIGURES } from "./site";

/** /commodities (spec §2): Savannah Crest Commodities. */
export const CommoditiesSchema = z.object({
  intro: NonEmpty,
  slideshowLabel: NonEmpty,
  slides: SlidesSchema,
  visionMission: VisionMissionSchema,
  keyFigures: SectionCopySchema.extend({ figures: z.array(FigureSchema).min(3) }),
  commodities: SectionCopySchema.extend({
    /** The ten exportable commodities with their quality limits (spec §9), in the spec's order. */
    items: z.array(CommodityCardSchema).length(10),
    specLabel: NonEmpty,
    /** Shown at the foot of each commodity card: what choosing it does. */
    cardAction: NonEmpty,
    /** The buy-or-sell modal's title; {title} is the commodity. */
    modalTitle: NonEmpty.refine((v) => v.includes("{title}"), { message: "must contain {title}" }),
  }),
});

export const commodities = defineContent("content/commodities.ts", CommoditiesSchema, {
  intro:
    "Savannah Crest Commodities buys, grades and exports Nigerian farm produce, from sesame and sheanut to sorghum, to the specification each buyer signs for.",
  slideshowLabel: "Savannah Crest Commodities",
  slides: [
    { id: 1, image: "/media/slides/com-fields.webp", text: "Sourced from farming communities across Nigeria's growing belt." },
    { id: 2, image: "/media/slides/com-harvest.webp", text: "Cleaned, dried and tested before a single bag is sealed." },
    { id: 3, image: "/media/slides/com-export.webp", text: "Delivered to buyers at home and abroad, on specification and on time." },
  ],
  visionMission: {
    vision: {
      title: "Our Vision",
      text: ["To be the most trusted source of Nigerian agricultural exports: every lot on specification, every shipment on time."],
    },
    mission: {
      title: "Our Mission",
      text: [
        "To connect Nigeria's farmers to buyers at home and abroad with fair prices, tested quality and dependable logistics, from the farm gate to the port.",
        "We pay farmers promptly, train aggregators in drying and storage, and publish the quality limits we trade to, so both sides of every deal know what they are getting.",
      ],
    },
  },
  keyFigures: {
    title: "Key Figures",
    intro: [
      "We measure our business in tonnes delivered and lots accepted. Every consignment is weighed, sampled and tested for moisture and, where the buyer's contract asks for it, oil, fat or protein content.",
    ],
    figures: [
      {
        value: KEY_FIGURES.commoditiesSuppliedMt,
        label: "Commodities supplied",
        note: "Tonnes delivered to processors and export buyers.",
      },
      { value: "10", label: "Exportable commodities", note: "Each traded to a published quality specification." },
      { value: "2", label: "Quality checks on every lot", note: "At the aggregation centre, then again at the warehouse before bagging." },
    ],
  },
  commodities: {
    title: "Exportable Commodities",
    intro: [
      "These are the quality limits we trade to. Choose a commodity to tell us whether you want to buy or sell it, and a trader will call you back with a price.",
    ],
    specLabel: "Quality specification",
    cardAction: "Buy or sell",
    modalTitle: "Buy or sell {title}",
    items: [
      { title: "Sesame", subtitle: "Oil content above 45%, moisture below 8%", img: "/media/cards/commodity-sesame.webp" },
      { title: "Sheanut", subtitle: "Moisture below 10%, fat above 45%", img: "/media/cards/commodity-sheanut.webp" },
      { title: "Cashew", subtitle: "Moisture below 8%", img: "/media/cards/commodity-cashew.webp" },
      { title: "Ginger", subtitle: "Moisture below 10%", img: "/media/cards/commodity-ginger.webp" },
      { title: "Cocoa", subtitle: "Moisture below 8%", img: "/media/cards/commodity-cocoa.webp" },
      { title: "Soybean", subtitle: "Protein 35-40%, moisture below 13%", img: "/media/cards/commodity-soybean.webp" },
      { title: "Maize", subtitle: "Moisture below 13%", img: "/media/cards/commodity-maize.webp" },
      { title: "Paddy Rice", subtitle: "Moisture below 14%", img: "/media/cards/commodity-paddy-rice.webp" },
      { title: "Groundnut", subtitle: "Moisture below 8%", img: "/media/cards/commodity-groundnut.webp" },
      { title: "Sorghum", subtitle: "Moisture below 13%", img: "/media/cards/commodity-sorghum.webp" },
    ],
  },
});

export type CommoditiesContent = typeof commodities;
