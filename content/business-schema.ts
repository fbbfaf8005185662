import { z } from "zod";
import { NonEmpty, ProfileSchema, SlideSchema } from "./schema";
import { staffBySlug } from "./staff";

/**
 * Section shapes shared by the business pages (asset management, real
 * estate, commodities, residences) and careers. Each page's content file
 * composes them into its own schema.
 */

/** One or more paragraphs of copy. */
export const Paragraphs = z.array(NonEmpty).min(1);

/** A section's heading and the paragraphs under it. */
export const SectionCopySchema = z.object({ title: NonEmpty, intro: Paragraphs.optional() });

export const VisionMissionSchema = z.object({
  vision: z.object({ title: NonEmpty, text: Paragraphs }),
  mission: z.object({ title: NonEmpty, text: Paragraphs }),
});

/** A titled point: a reason, a capability, a step. */
export const PointSchema = z.object({ title: NonEmpty, text: NonEmpty });

/** A figure with its label: "36,550 MT" / "commodities supplied". */
export const FigureSchema = z.object({ value: NonEmpty, label: NonEmpty, note: NonEmpty.optional() });

/** A section video: /media/video/<name>.webm|.mp4 with the poster /media/posters/<name>.webp. */
export const VideoSchema = z.object({
  name: z.enum(["hero", "flywheel", "estates"]),
  /** Names the video for assistive technology. */
  label: NonEmpty,
  /** What the (silent) video shows: the text alternative to video-only media (WCAG 1.2.1). */
  description: NonEmpty,
});

export const SlidesSchema = z.array(SlideSchema).min(2);

/** A profile block with an optional action link (e.g. Get Started). */
export const ProfileBlockSchema = ProfileSchema.extend({
  action: z.object({ label: NonEmpty, href: NonEmpty }).optional(),
});

/**
 * A profile of someone on the staff list (content/staff.ts): name, role and
 * portrait come from there, so a change of role or photo happens in one place.
 */
export function staffProfile(slug: string, bio: string[], action?: { label: string; href: string }) {
  const person = staffBySlug(slug);
  if (!person) throw new Error(`content/staff.ts has no person "${slug}"`);
  return {
    name: `${person.name} ${person.surname}`,
    role: person.position,
    image: person.image,
    bio,
    ...(action ? { action } : {}),
  };
}

export type Point = z.output<typeof PointSchema>;
export type Video = z.output<typeof VideoSchema>;
export type ProfileBlock = z.output<typeof ProfileBlockSchema>;
