import "server-only";
import { earnings, QuarterResultsSchema, type QuarterResults } from "@content/earnings";
import sizes from "@content/generated/earnings-files.json";
import { publishedItems } from "./public";
import { defineCollection, type Published } from "./store";

const QUARTER_OF_MONTH = (month: number) => Math.floor(month / 3) + 1;

/** A quarter's key, from the day it ended: "2024-q3". What the editor's URL names; one item per quarter. */
export function quarterKey(results: Pick<QuarterResults, "quarterEnded">): string {
  const ended = new Date(Date.parse(results.quarterEnded));
  return `${ended.getFullYear()}-q${QUARTER_OF_MONTH(ended.getMonth())}`;
}

/** Newest quarter first (spec: the archive lists earlier quarters newest first). */
export const byQuarterNewestFirst = (a: QuarterResults, b: QuarterResults) => Date.parse(b.quarterEnded) - Date.parse(a.quarterEnded);

/** The seed quarter of content/earnings.ts, with each file's size from `npm run earnings`'s manifest. */
function seedQuarter(): QuarterResults {
  const bytes = sizes as Record<string, number>;
  return { ...earnings, files: earnings.files.map((file) => ({ ...file, bytes: file.bytes ?? bytes[file.href] })) };
}

/** Quarterly results (investor relations): content/earnings.ts is its seed. */
export const resultsCollection = defineCollection({
  name: "results",
  schema: QuarterResultsSchema,
  seed: () => [{ key: quarterKey(earnings), data: seedQuarter() }],
  role: "investors",
  title: (results) => results.title,
  order: byQuarterNewestFirst,
});

/** Every published quarter, newest first: the first is the home page's block, all are in the archive. */
export async function publishedResults(): Promise<Published<QuarterResults>[]> {
  return publishedItems(resultsCollection);
}
