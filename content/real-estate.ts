import { z } from "zod";
import { defineContent } from "./define";
import { ProfileBlockSchema, SectionCopySchema, SlidesSchema, VideoSchema, VisionMissionSchema, staffProfile } from "./business-schema";
import { NonEmpty, PropertyCardSchema } from "./schema";
import { PROPERTY_FIGURES } from "./site";

/** /real-estate (spec §2): Savannah Crest Properties. */
export const RealEstateSchema = z.object({
  intro: NonEmpty,
  slideshowLabel: NonEmpty,
  slides: SlidesSchema,
  visionMission: VisionMissionSchema,
  video: SectionCopySchema.extend({ video: VideoSchema }),
  properties: SectionCopySchema.extend({
    /** Two Jahi estates and one Guzape estate (spec §2). */
    items: z.array(PropertyCardSchema).length(3),
    /** Label of the price line in the detail modal, shown only when a property has a price. */
    priceLabel: NonEmpty,
    /** Shown at the foot of each property card: what choosing it does. */
    cardAction: NonEmpty,
  }),
  heads: SectionCopySchema.extend({ profiles: z.array(ProfileBlockSchema).length(2) }),
});

const { fiveBedroomPrice, sevenBedroomPrice, prestigeManorTerraces, prestigeManorDuplexes, monarchHillDuplexes } = PROPERTY_FIGURES;

export const realEstate = defineContent("content/real-estate.ts", RealEstateSchema, {
  intro:
    "Savannah Crest Properties designs, builds and sells homes in Abuja's most sought-after districts: Maitama, Jahi, Guzape and Katampe.",
  slideshowLabel: "Our locations in Abuja",
  slides: [
    { id: 1, image: "/media/slides/re-maitama.webp", text: "Maitama: Abuja's most established address." },
    { id: 2, image: "/media/slides/re-jahi.webp", text: "Jahi: two gated estates, ten minutes from the city centre." },
    { id: 3, image: "/media/slides/re-guzape.webp", text: "Guzape: hillside homes with the capital at your feet." },
    { id: 4, image: "/media/slides/re-katampe.webp", text: "Katampe: quiet streets and open views across Abuja." },
  ],
  visionMission: {
    vision: {
      title: "Our Vision",
      text: [
        "To set the standard for luxury living in Abuja: homes that hold their value for a generation, in estates that their neighbours are glad to live beside.",
      ],
    },
    mission: {
      title: "Our Mission",
      text: [
        "To design, build and deliver homes of measured quality in Abuja's best districts, with clean titles, fixed prices and handover on the date we promise.",
        "Every home we sell comes with its Certificate of Occupancy, its approved building plans and a one-year defects warranty, in writing.",
      ],
    },
  },
  video: {
    title: "See our estates",
    intro: [
      "From the first survey peg to the last coat of paint, our own architects and engineers plan, supervise and sign off every home. Take a short tour of our work in Jahi and Guzape.",
    ],
    video: {
      name: "estates",
      label: "A tour of Savannah Crest estates in Abuja",
      description:
        "A silent aerial tour: the terraces and duplexes of Prestige Manor in Jahi, the gatehouse and landscaped streets of Monarch Hill, then the hillside villas of Guzape Gardens at dusk.",
    },
  },
  properties: {
    title: "Luxury Real Estate, Redefined",
    intro: [
      `Three estates, each built around a small number of generous homes. Our 5-bedroom duplexes are offered at ${fiveBedroomPrice} and our 7-bedroom duplexes at ${sevenBedroomPrice}.`,
      "Every estate has gated access with 24-hour security, underground power and water, and roads built to federal standards. Choose an estate to read more.",
    ],
    priceLabel: "Price",
    cardAction: "View details",
    items: [
      {
        title: "Prestige Manor",
        image: "/media/cards/property-prestige-manor.webp",
        subtitle: [
          {
            type: "p",
            text: `Prestige Manor is a gated estate in Jahi of ${prestigeManorTerraces} terraces and ${prestigeManorDuplexes} duplexes, ten minutes' drive from the Central Business District.`,
          },
          {
            type: "p",
            text: `Its 5-bedroom duplexes are offered at ${fiveBedroomPrice}: each has a family lounge, a study, a fitted kitchen with a separate store, and a two-room boys' quarters.`,
          },
          {
            type: "ul",
            items: [
              `${prestigeManorTerraces} terraces and ${prestigeManorDuplexes} detached duplexes`,
              "Gatehouse, perimeter fence and 24-hour security",
              "Central water treatment and a back-up power plant",
              "Children's play area and landscaped walkways",
            ],
          },
        ],
      },
      {
        title: "Monarch Hill",
        image: "/media/cards/property-monarch-hill.webp",
        subtitle: [
          {
            type: "p",
            text: `Monarch Hill is our most private estate in Jahi: ${monarchHillDuplexes} detached duplexes on a raised site overlooking the district.`,
          },
          {
            type: "p",
            text: `Each 5-bedroom duplex, offered at ${fiveBedroomPrice}, sits on its own plot with a private garden, parking for four cars and a two-room boys' quarters.`,
          },
          {
            type: "ul",
            items: [
              `${monarchHillDuplexes} detached 5-bedroom duplexes`,
              "Private gardens and off-street parking",
              "Gated access with 24-hour security",
              "Solar-ready roofs and pre-installed fibre",
            ],
          },
        ],
      },
      {
        title: "Guzape Gardens",
        image: "/media/cards/property-guzape-gardens.webp",
        subtitle: [
          {
            type: "p",
            text: "Guzape Gardens is a hillside estate of 7-bedroom duplexes in Guzape, with views across the Abuja skyline.",
          },
          {
            type: "p",
            text: `Each home, offered at ${sevenBedroomPrice}, has two living rooms, a cinema room, a gym, a rooftop terrace and a swimming pool.`,
          },
          {
            type: "ul",
            items: [
              "7-bedroom detached duplexes, every bedroom en suite",
              "Private pool, rooftop terrace and home cinema",
              "Staff quarters and parking for six cars",
              "Gated estate with 24-hour security",
            ],
          },
        ],
      },
    ],
  },
  heads: {
    title: "Our Heads of Department",
    intro: ["Two people answer for every home we build: one for how it is designed, one for how it is built."],
    profiles: [
      staffProfile("chiamaka", [
        "Chiamaka Eze leads architecture at Savannah Crest Properties. She has designed more than 200 homes in Abuja and Lagos, from terraces to hillside villas.",
        "She sets the design standards for every estate, from plot layouts to window shading, and signs off each set of plans before it goes to the planning authority.",
      ]),
      staffProfile("ibrahim", [
        "Ibrahim Musa leads construction at Savannah Crest Properties. A civil engineer by training, he has run building sites across the Federal Capital Territory for eighteen years.",
        "He is responsible for cost, safety and schedule on every site, and for the handover inspection that each home must pass before its keys leave our hands.",
      ]),
    ],
  },
});

export type RealEstateContent = typeof realEstate;
