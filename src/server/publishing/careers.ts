import "server-only";
import { careers, PositionSchema, type Position } from "@content/careers";
import { lagosToday } from "@/lib/lagos-clock";
import { positionKey } from "@/lib/positions";
import { publishedItems } from "./public";
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

/** Open until the end of its last day to apply (Lagos), or until HR take it down. */
export function isOpenPosition(position: unknown, today = lagosToday()): boolean {
  const { validThrough } = position as Position;
  return !validThrough || validThrough >= today;
}

/** The positions HR published, closed ones included (the back office's lists). */
export async function publishedPositions(): Promise<Published<Position>[]> {
  return publishedItems(positionsCollection);
}

/** The positions /careers lists and each has its page (/careers/<key>): a position whose last day has passed leaves them the next day. */
export async function openPositions(): Promise<Published<Position>[]> {
  const today = lagosToday();
  return (await publishedPositions()).filter((position) => isOpenPosition(position.data, today));
}

/** One open position by its key, else null. */
export async function openPosition(key: string): Promise<Published<Position> | null> {
  return (await openPositions()).find((position) => position.key === key) ?? null;
}
