import "server-only";
import { pages } from "@content/pages";
import { StaffCardSchema, type StaffCard } from "@content/schema";
import { staff } from "@content/staff";
import { publishedItems } from "./public";
import { defineCollection, type Published } from "./store";

/**
 * First path parts the site already answers: a card at /<slug> must not take
 * one (nor shadow a page added later under the same name).
 */
const RESERVED = new Set([
  ...Object.values(pages).map((page) => page.path.split("/")[1]!.toLowerCase()),
  "admin",
  "api",
  "og",
  "vcard",
  "media",
  "files",
  "brand",
  "healthz",
  "news",
  "investors",
  "newsinsights",
  "blog",
  "search-index.json",
  "sitemap.xml",
  "robots.txt",
]);

/** A staff card as HR edit it: content/schema.ts's checks, and a path of its own. */
const EditableStaffCardSchema = StaffCardSchema.refine((card) => !RESERVED.has(card.slug), {
  message: "is the path of another page of the site: choose another",
  path: ["slug"],
});

/** Staff cards (HR): content/staff.ts's are the seed. Each is a page at /<slug> with its vCard and Open Graph image. */
export const staffCardsCollection = defineCollection({
  name: "staff-cards",
  schema: EditableStaffCardSchema,
  seed: () => staff.map((card) => ({ key: card.slug, data: card })),
  role: "hr",
  title: (card) => `${card.name} ${card.surname}, ${card.position}`,
});

/** The published cards, in the seed's order and then as added. */
export async function publishedStaffCards(): Promise<Published<StaffCard>[]> {
  return publishedItems(staffCardsCollection);
}

/** One published card by its path, else null (the page answers 404). */
export async function publishedStaffCard(slug: string): Promise<StaffCard | null> {
  return (await publishedStaffCards()).find((card) => card.key === slug)?.data ?? null;
}
