import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { publishingItems, publishingVersions } from "../db/schema";

/**
 * Joins an item to the version visitors see: the published one, or the
 * scheduled one once its time has come (drafts and unpublished items join none).
 */
export const isLiveVersion = and(
  eq(publishingVersions.itemId, publishingItems.id),
  inArray(publishingItems.state, ["published", "scheduled"]),
  eq(
    publishingVersions.number,
    sql<number>`case when ${publishingItems.state} = 'scheduled' and ${publishingItems.publishAt} <= now() then ${publishingItems.scheduledVersion} else ${publishingItems.publishedVersion} end`,
  ),
)!;
