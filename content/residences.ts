import { z } from "zod";
import { defineContent } from "./define";
import {
  FigureSchema,
  Paragraphs,
  ProfileBlockSchema,
  SectionCopySchema,
  SlidesSchema,
  VideoSchema,
  VisionMissionSchema,
  staffProfile,
} from "./business-schema";
import { HEAD_OF_APARTMENTS_CAREER } from "./people";
import { ROOM_AVERAGE_BOOKING_NGN } from "./constants";
import { NonEmpty, RoomCardSchema } from "./schema";

/** /residences (spec §2): Savannah Crest Residences, serviced apartments in Abuja. */
export const ResidencesSchema = z.object({
  intro: NonEmpty,
  slideshowLabel: NonEmpty,
  slides: SlidesSchema,
  visionMission: VisionMissionSchema,
  video: SectionCopySchema.extend({ video: VideoSchema }),
  keyFacts: SectionCopySchema.extend({ figures: z.array(FigureSchema).min(3) }),
  rooms: SectionCopySchema.extend({
    items: z.array(RoomCardSchema).length(4),
    /** Shown on each room card before the average booking. */
    averageBookingLabel: NonEmpty,
    /** The average booking a night, in whole naira (₦150,000: spec §2), edited with the page. */
    averageBookingNgn: z.number().int().positive(),
    /** Shown at the foot of each room card: what choosing it does. */
    cardAction: NonEmpty,
    /** The booking modal's title; {title} is the room. */
    modalTitle: NonEmpty.refine((v) => v.includes("{title}"), { message: "must contain {title}" }),
    /** Under the booking form: the external booking page (spec §7 call 3). */
    externalBooking: z.object({ text: NonEmpty, linkLabel: NonEmpty }),
  }),
  agents: SectionCopySchema.extend({ text: Paragraphs, linkLabel: NonEmpty }),
  head: SectionCopySchema.extend({ profile: ProfileBlockSchema }),
});

export const residences = defineContent("content/residences.ts", ResidencesSchema, {
  intro:
    "Savannah Crest Residences offers serviced apartments in Abuja for a night, a month or a season: hotel service with the space and privacy of a home.",
  slideshowLabel: "Savannah Crest Residences",
  slides: [
    { id: 1, image: "/media/slides/res-lounge.webp", text: "Lounges made for long conversations and quiet evenings." },
    { id: 2, image: "/media/slides/res-suite.webp", text: "Suites with the space of a home and the service of a hotel." },
    { id: 3, image: "/media/slides/res-skyline.webp", text: "Wake up to the Abuja skyline." },
  ],
  visionMission: {
    vision: {
      title: "Our Vision",
      text: ["To be the first choice in Abuja for guests who want a home while they are away from theirs."],
    },
    mission: {
      title: "Our Mission",
      text: [
        "To give every guest a clean, quiet, safe and well-run apartment, with power and water that never fail and a team that answers the phone at any hour.",
        "We measure ourselves by the guests who come back: business travellers, families between homes, and diplomats on long postings.",
      ],
    },
  },
  video: {
    title: "Life at the Residences",
    intro: [
      "Our residences sit inside Savannah Crest estates, so guests share the same gated streets, landscaped gardens and 24-hour security as the homeowners around them.",
    ],
    video: {
      name: "estates",
      label: "A tour of the estates around Savannah Crest Residences",
      description:
        "A silent aerial tour of the estates that house our residences: gated streets, gardens and the apartment buildings at dusk, with the Abuja skyline behind.",
    },
  },
  keyFacts: {
    title: "Key Facts",
    intro: [
      "Every apartment is furnished, cleaned daily and connected to uninterrupted power, fibre broadband and treated water. Stays start from one night, with lower rates for a month or more.",
    ],
    figures: [
      { value: "4", label: "Room types", note: "From a studio suite for two to a penthouse for six." },
      { value: "24/7", label: "Concierge and security", note: "A duty manager on site at every hour." },
      { value: "100%", label: "Power and water", note: "Grid, solar and a back-up plant behind every apartment." },
      { value: "1 night", label: "Minimum stay", note: "Weekly and monthly rates for longer stays." },
    ],
  },
  rooms: {
    title: "Book Now",
    intro: ["Choose a room to request a booking. Our reservations team confirms every request by e-mail."],
    averageBookingLabel: "Average booking",
    averageBookingNgn: ROOM_AVERAGE_BOOKING_NGN,
    cardAction: "Request a booking",
    modalTitle: "Book the {title}",
    externalBooking: {
      text: "Prefer to see live availability? Book on our booking page.",
      linkLabel: "Book Now",
    },
    items: [
      {
        id: 1,
        img: "/media/cards/room-studio.webp",
        title: "Studio Suite",
        subtitle: "Up to 2 guests · 38 m²",
        text: "An open-plan studio with a queen bed, a work desk, a kitchenette and a rain shower. Made for business stays.",
      },
      {
        id: 2,
        img: "/media/cards/room-one-bedroom.webp",
        title: "One-Bedroom Apartment",
        subtitle: "Up to 2 guests · 62 m²",
        text: "A separate bedroom with a king bed, a living room with a sofa bed, a full kitchen and a balcony.",
      },
      {
        id: 3,
        img: "/media/cards/room-two-bedroom.webp",
        title: "Two-Bedroom Apartment",
        subtitle: "Up to 4 guests · 95 m²",
        text: "Two en-suite bedrooms, a dining room for six and a full kitchen with a laundry. Made for families and longer stays.",
      },
      {
        id: 4,
        img: "/media/cards/room-penthouse.webp",
        title: "Penthouse",
        subtitle: "Up to 6 guests · 180 m²",
        text: "Three en-suite bedrooms, a private terrace over the city and a dedicated butler on call.",
      },
    ],
  },
  agents: {
    title: "Become an Agent",
    text: [
      "Do you place guests, relocating staff or visiting delegations in Abuja? Register as a Savannah Crest Residences agent and earn commission on every confirmed stay you bring us.",
      "Create an account in two minutes; our team reviews each application and tells you once you are approved.",
    ],
    linkLabel: "Become an Agent",
  },
  head: {
    title: "Head of Apartments",
    profile: staffProfile("funmilayo", [
      `Funmilayo Ogunleye runs Savannah Crest Residences. She spent ${HEAD_OF_APARTMENTS_CAREER} before joining the Group to open its first serviced apartments.`,
      "She is responsible for every guest's stay, from the booking to the checkout, and for the housekeeping, maintenance and security teams behind it.",
    ]),
  },
});

export type ResidencesContent = typeof residences;
