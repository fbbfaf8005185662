import "server-only";
import { careers, PositionSchema, type Position } from "@content/careers";
import { publishedItems } from "./public";
import { slugify } from "./news";
import { defineCollection, type Published } from "./store";

/** Open positions (HR): content/careers.ts's are the seed. /careers lists them with their JobPosting data. */
export const positionsCollection = defineCollection({
  name: "positions",
  schema: PositionSchema,
  seed: () => careers.positions.items.map((position) => ({ key: positionKey(position), data: position })),
  role: "hr",
  title: (position) => `${position.title} (${position.subtitle})`,
  // Newest first; positions posted the same day keep their order.
  order: (a, b) => b.datePosted.localeCompare(a.datePosted),
});

export const positionKey = (position: Pick<Position, "title">) => slugify(position.title);

/** The positions /careers shows. */
export async function publishedPositions(): Promise<Published<Position>[]> {
  return publishedItems(positionsCollection);
}
