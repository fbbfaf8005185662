import { z } from "zod";
import { NEWS_TYPES } from "./news-types";

/** Entities of spec §3, shared by every content file. */

/** A site-relative path ("/news", "/#footer") or an absolute https URL. */
export const Href = z
  .string()
  .refine((v) => v.startsWith("/") || v.startsWith("https://") || v.startsWith("mailto:") || v.startsWith("tel:"), {
    message: "must be a site path starting with / or an https://, mailto: or tel: URL",
  });

/** An image under public/media, referenced from the site root. */
export const MediaPath = z.string().regex(/^\/media\/[a-z0-9/_-]+\.(webp|jpg|png|svg|avif)$/, {
  message: "must be a /media/… image path (webp, jpg, png, svg or avif)",
});

export const NonEmpty = z.string().trim().min(1, { message: "must not be empty" });

/**
 * Screen-reader text that runs on from visible text, kept as written with its
 * leading or trailing space (" news and insights", "Location: ").
 */
export const SrText = z.string().refine((v) => v.trim() !== "", { message: "must not be empty" });

/** Copy built around a name, e.g. (name) => ` about ${name}`. */
export const NameTemplate = z.function({ input: [z.string()], output: z.string() });

/** A labelled link: a call to action or a "more" link. */
export const LinkSchema = z.object({ label: NonEmpty, href: Href });

/** A date written as text ("July 26, 2025") that JavaScript can parse. */
export const TextDate = NonEmpty.refine((v) => !Number.isNaN(Date.parse(v)), {
  message: 'must be a date like "July 26, 2025"',
});

/** Rich text: paragraphs and bullet lists, rendered without raw HTML. */
const RichTextBlock = z.discriminatedUnion("type", [
  z.object({ type: z.literal("p"), text: NonEmpty }),
  z.object({ type: z.literal("ul"), items: z.array(NonEmpty).min(1) }),
]);
export const RichText = z.array(RichTextBlock).min(1);

/** A slide; `portrait` is the same picture composed 9:16, for screens held upright (the home page's full-screen slides). */
export const SlideSchema = z.object({ id: z.number().int(), image: MediaPath, portrait: MediaPath.optional(), text: NonEmpty });

export const HomeCardSchema = z.object({ image: MediaPath, title: NonEmpty, link: Href, description: NonEmpty });

export const NavLinkSchema = z.object({ name: NonEmpty, path: Href });
export const SocialLinkSchema = z.object({ name: NonEmpty, link: z.url({ protocol: /^https$/ }) });

export const BusinessCardSchema = z.object({
  title: NonEmpty,
  description: z.array(NonEmpty).min(1),
  img: MediaPath,
  learnMoreLink: Href,
  detailedDescription: NonEmpty,
});

export const OpenPositionSchema = z.object({
  title: NonEmpty,
  subtitle: NonEmpty, // location
  img: MediaPath,
  description: NonEmpty,
  employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"]),
  datePosted: z.iso.date(),
});

export const ProductCardSchema = z.object({ title: NonEmpty, subtitle: NonEmpty, img: MediaPath });

export const PropertyCardSchema = z.object({
  title: NonEmpty,
  subtitle: RichText,
  image: MediaPath,
  /** Price in naira; absent, no price is shown (spec §3: read but never set). */
  price: z.number().positive().optional(),
});

export const CommodityCardSchema = z.object({
  title: NonEmpty,
  /** The quality specification, exactly as spec §9 gives it. */
  subtitle: NonEmpty,
  img: MediaPath,
});

export const RoomCardSchema = z.object({ id: z.number().int(), img: MediaPath, title: NonEmpty, subtitle: NonEmpty, text: NonEmpty });

export const ExecutiveSchema = z.object({ image: MediaPath, header: NonEmpty, description: NonEmpty, bio: NonEmpty });

export const BoardMemberSchema = z.object({
  name: NonEmpty,
  title: NonEmpty,
  description: NonEmpty.optional(),
  bio: NonEmpty,
  image: MediaPath,
});

/** A person shown in a profile block (chief executive, heads of department). */
export const ProfileSchema = z.object({
  name: NonEmpty,
  role: NonEmpty,
  image: MediaPath,
  bio: z.array(NonEmpty).min(1),
});

const NewsTypeSchema = z.enum(NEWS_TYPES);

export const NewsItemSchema = z.object({
  title: NonEmpty,
  link: Href,
  date: TextDate,
  image: MediaPath,
  type: NewsTypeSchema,
  description: NonEmpty.optional(),
  isInternal: z.boolean().default(false),
});

/**
 * A news story as staff edit it (issue 32): the /news item, and for a story on
 * our own site its Markdown body (rendered through remark/rehype and a
 * sanitizer: never run as code). Internal stories link to a site path,
 * external ones to an https:// URL.
 */
export const NewsStorySchema = NewsItemSchema.extend({
  body: z.string().trim().max(60_000, { message: "must be at most 60,000 characters" }).optional(),
}).superRefine((story, context) => {
  if (story.isInternal !== story.link.startsWith("/")) {
    context.addIssue({ code: "custom", path: ["link"], message: "internal stories link to a site path, external ones to an https:// URL" });
  }
  if (!story.isInternal && story.body) {
    context.addIssue({ code: "custom", path: ["body"], message: "an external story has no body: it links to the other site" });
  }
});

/** The home page's Featured Stories: up to three /news stories by their link, in order. */
export const FeaturedStoriesSchema = z.object({
  stories: z.array(Href).min(1, { message: "choose at least one story" }).max(3, { message: "at most three stories" }),
});

const PhoneNumber = z.string().regex(/^\+234 ?\d[\d ]{6,14}$/, { message: "must be a Nigerian number like +234 800 000 0000" });
/** Sample mailboxes are fictional: RFC 2606 domains only. */
export const SampleEmail = z.email().refine((v) => /@([a-z0-9-]+\.)*(example\.(com|org|net)|[a-z0-9-]+\.example)$/i.test(v), {
  message: "sample addresses must use an RFC 2606 domain (example.com, example.org, example.net, *.example)",
});

export const StaffCardSchema = z.object({
  /** The route: /{slug}. */
  slug: z.string().regex(/^[a-z][a-z0-9-]*$/, { message: "must be lower-case letters, digits and dashes" }),
  name: NonEmpty,
  surname: NonEmpty,
  position: NonEmpty,
  company: NonEmpty,
  phone: PhoneNumber,
  email: SampleEmail,
  image: MediaPath,
});

export const PhoneSchema = PhoneNumber;

export type Slide = z.output<typeof SlideSchema>;
export type PropertyCard = z.output<typeof PropertyCardSchema>;
export type RoomCard = z.output<typeof RoomCardSchema>;
export type NewsItem = z.output<typeof NewsItemSchema>;
export type NewsType = z.output<typeof NewsTypeSchema>;
export type NewsStory = z.output<typeof NewsStorySchema>;
export type StaffCard = z.output<typeof StaffCardSchema>;
export type RichText = z.output<typeof RichText>;
