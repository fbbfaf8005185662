import { z } from "zod";
import { defineContent } from "./define";
import { Paragraphs, SectionCopySchema, VideoSchema } from "./business-schema";
import { NonEmpty, OpenPositionSchema, SrText } from "./schema";

/** /careers (spec §2). Every position is in Abuja; applications go to the HR mailbox. */
export const PositionSchema = OpenPositionSchema.extend({
  /**
   * Last day to apply (schema.org JobPosting validThrough). Optional: a
   * position without one is open until filled. The page is built once, so a
   * position whose closing day has passed must be taken out of this list (or
   * given a new day) and the site rebuilt; search engines drop it on that day.
   */
  validThrough: z.iso.date().optional(),
}).refine((position) => !position.validThrough || position.validThrough >= position.datePosted, {
  message: "must not be before the day it was posted",
  path: ["validThrough"],
});

const CareersSchema = z.object({
  intro: NonEmpty,
  joinOurTeam: SectionCopySchema.extend({ text: Paragraphs }),
  positions: SectionCopySchema.extend({
    items: z.array(PositionSchema).length(3),
    /** Read before each position's location. */
    locationLabel: SrText,
    applyLabel: NonEmpty,
  }),
  /** An opening's own page, /careers/<key> (its JobPosting data is there, not on /careers). */
  positionPage: z.object({
    back: NonEmpty,
    location: NonEmpty,
    employmentType: NonEmpty,
    employmentTypes: z.record(OpenPositionSchema.shape.employmentType, NonEmpty),
    posted: NonEmpty,
    closes: NonEmpty,
    howToApply: NonEmpty,
  }),
  video: SectionCopySchema.extend({ video: VideoSchema }),
  coreValues: SectionCopySchema,
});

export const careers = defineContent("content/careers.ts", CareersSchema, {
  intro: "Build homes, portfolios, hospitality and export trade that last, with a team that plans in decades.",
  joinOurTeam: {
    title: "Join Our Team",
    text: [
      "Savannah Crest Group employs engineers, architects, analysts, traders, hoteliers and accountants across four businesses. We hire people who are careful with other people's money, honest about what they do not know, and proud of work that will still stand in thirty years.",
      "To apply, send your CV and a cover letter by e-mail to our HR team, with the job position as the subject of your e-mail. The Apply Now link under each position opens your e-mail program with the address and subject already filled in.",
      "We read every application and reply to each one within three weeks. Shortlisted candidates meet the team in our Abuja office.",
    ],
  },
  positions: {
    title: "Open Positions",
    intro: ["All positions are based in Abuja and are full-time."],
    locationLabel: "Location: ",
    applyLabel: "Apply Now",
    items: [
      {
        title: "Internal Control Officer",
        subtitle: "Abuja",
        img: "/media/cards/position-internal-control.webp",
        description:
          "Test and document the group's financial and operational controls, follow up audit findings until they are closed, and report to the Chief Compliance Officer. You hold a degree in accounting or finance, a professional qualification (ICAN, ACCA or equivalent) and three years' experience in audit or internal control.",
        employmentType: "FULL_TIME",
        datePosted: "2026-11-02",
      },
      {
        title: "Automation Engineer",
        subtitle: "Abuja",
        img: "/media/cards/position-automation.webp",
        description:
          "Design, install and maintain the building-management, access-control and energy systems of our estates and residences. You hold a degree in electrical, electronic or mechatronic engineering and have four years' experience with PLCs, SCADA or building automation.",
        employmentType: "FULL_TIME",
        datePosted: "2026-11-02",
      },
      {
        title: "Site Engineer",
        subtitle: "Abuja",
        img: "/media/cards/position-site-engineer.webp",
        description:
          "Supervise the construction of duplexes and terraces on our Jahi and Guzape sites: setting out, quality checks, daily reports and the safety of everyone on site. You hold a degree in civil engineering, are registered with COREN or working towards it, and have three years' site experience.",
        employmentType: "FULL_TIME",
        datePosted: "2026-11-02",
      },
    ],
  },
  positionPage: {
    back: "All open positions",
    location: "Location",
    employmentType: "Employment type",
    employmentTypes: {
      FULL_TIME: "Full-time",
      PART_TIME: "Part-time",
      CONTRACTOR: "Contractor",
      TEMPORARY: "Temporary",
      INTERN: "Internship",
    },
    posted: "Posted",
    closes: "Last day to apply",
    howToApply:
      "To apply, send your CV and a cover letter by e-mail to our HR team, with the job position as the subject of your e-mail. Apply Now opens your e-mail program with both filled in.",
  },
  video: {
    title: "Where you would work",
    intro: ["Our people plan, build and run estates across Abuja. Here is some of what they have built."],
    video: {
      name: "estates",
      label: "A tour of estates built by Savannah Crest teams",
      description:
        "A silent aerial tour of estates our teams designed and built in Jahi and Guzape: terraces, duplexes, landscaped streets and the Abuja skyline at dusk.",
    },
  },
  coreValues: {
    title: "Our Core Values",
    intro: ["Four values guide how we hire, how we work and how we decide who leads."],
  },
});

export type Position = z.output<typeof PositionSchema>;

/**
 * The careers page's words, HR's document "careers" (decision 157): the intro, Join Our Team, the open
 * positions' heading and intro, the video section and the core values' heading. The positions are HR's
 * collection; the labels of the cards and of an opening's page stay here, with the interface's.
 */
export const CareersPageSchema = z.object({
  intro: CareersSchema.shape.intro,
  joinOurTeam: CareersSchema.shape.joinOurTeam,
  positions: SectionCopySchema,
  video: CareersSchema.shape.video,
  coreValues: CareersSchema.shape.coreValues,
});
export type CareersPageDoc = z.output<typeof CareersPageSchema>;

/** The seed of the careers page's document: this file's words. */
export function careersPageSeed(): CareersPageDoc {
  const { intro, joinOurTeam, positions, video, coreValues } = careers;
  return structuredClone({ intro, joinOurTeam, positions: { title: positions.title, intro: positions.intro! }, video, coreValues });
}
