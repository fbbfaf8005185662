import "server-only";
import { positionsCollection } from "./careers";
import { staffCardsCollection } from "./people";
import { resultsCollection } from "./results";
import type { Collection } from "./store";

/**
 * The collections of investor relations and HR, each with the back-office
 * folder of its editor: the shared publication controls (publish, schedule,
 * unpublish, revert) find the collection by its name here.
 */
export const EDITABLE = {
  results: { collection: resultsCollection, base: "/admin/results" },
  positions: { collection: positionsCollection, base: "/admin/careers" },
  "staff-cards": { collection: staffCardsCollection, base: "/admin/people" },
} as const satisfies Record<string, { collection: Collection; base: string }>;

export type EditableName = keyof typeof EDITABLE;

export function editable(name: string): (typeof EDITABLE)[EditableName] | null {
  return Object.hasOwn(EDITABLE, name) ? EDITABLE[name as EditableName] : null;
}
