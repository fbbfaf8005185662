import { publishingCopy as c } from "@content/admin-publishing";
import { publishedItemsCopy } from "@content/admin-published-items";
import type { ItemView } from "@/server/publishing/store";

/** "Published", "Published (changes not yet published)", "Scheduled", … */
export function stateLine(item: ItemView<unknown>): string {
  const state = publishedItemsCopy.states[item.state];
  const live = item.state === "published" ? item.publishedVersion : item.state === "scheduled" ? item.scheduledVersion : null;
  return live !== null && live !== item.head.number ? `${state} (${c.unpublishedChanges})` : state;
}
