import "server-only";
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client";
import { newsletterCampaigns, publishedFiles, publishingItems, publishingVersions, staffRoles } from "../db/schema";
import { hasRole, type Staff } from "../staff/roles";
import { EDITABLE } from "./editable";
import { isLiveVersion } from "./store";

/**
 * What becomes of an uploaded file (decision 111). A file is kept under its
 * path (uploads.ts), and an item's version names it by that path in one of
 * its fields (an image, a results file) or in a Markdown body: the version's
 * JSON text holds the path, so "a version names it" is one test for every
 * collection, whatever field it is in.
 */
const names = (path: SQL | string): SQL => sql`position(${path} in ${publishingVersions.data}::text) > 0`;

/** How long a file no version names is kept: an editor who uploaded it and has not saved yet loses nothing. */
const UNUSED_UPLOAD_GRACE_HOURS = 24;

/**
 * Who may fetch a kept file: everyone ("public") once a version visitors see
 * (published, or scheduled and due) names it; until then ("staff") only the
 * member of staff who uploaded it, or one holding the role of a collection
 * one of whose versions (draft or history) names it, for the editor and the
 * preview (a collection the uploader named it in); anyone else: null (the file is answered as unknown). `staff` is
 * asked only when the file is not public, so a visitor's request reads no session.
 */
export async function fileAudience(
  database: Database,
  path: string,
  uploadedBy: string | null,
  staff: () => Promise<Staff | null>,
): Promise<"public" | "staff" | null> {
  const live = await database.db
    .select({ one: sql`1` })
    .from(publishingItems)
    .innerJoin(publishingVersions, isLiveVersion)
    .where(names(path))
    .limit(1);
  if (live.length > 0) return "public";
  const uploaderRoles =
    uploadedBy === null
      ? null
      : new Set(
          (await database.db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, uploadedBy))).map(
            (r) => r.role,
          ),
        );
  // A picture in a newsletter campaign: public once the campaign is on its way (mail programs fetch it
  // without a session, and the archive shows it); before that, for marketing, who writes campaigns. Only a
  // file marketing uploaded: naming another team's draft file in a campaign opens nothing (issue 41).
  const campaigns = uploaderRoles?.has("marketing")
    ? await database.db
        .select({ state: newsletterCampaigns.state })
        .from(newsletterCampaigns)
        .where(sql`position(${path} in ${newsletterCampaigns.body}) > 0`)
    : [];
  if (campaigns.some((c) => c.state === "sending" || c.state === "sent")) return "public";
  const asking = await staff();
  if (!asking) return null;
  if (uploadedBy !== null && uploadedBy === asking.id) return "staff";
  if (campaigns.length > 0 && hasRole(asking, "marketing")) return "staff";
  const collections = await database.db
    .select({ name: publishingItems.collection, uploaderNamedIt: sql<boolean>`bool_or(${publishingVersions.authorId} = ${uploadedBy})` })
    .from(publishingItems)
    .innerJoin(publishingVersions, eq(publishingVersions.itemId, publishingItems.id))
    .where(names(path))
    .groupBy(publishingItems.collection);
  const editors = Object.values(EDITABLE).map((e) => e.collection);
  // Only the uploading collection's team: one whose version names the file and that the uploader works in (holds its
  // role, or named the file there). A file the site made itself (no uploader) goes with every collection naming it.
  // Another team naming the file in a version of theirs does not open it to them (issue 41).
  return collections.some(({ name, uploaderNamedIt }) =>
    editors.some(
      (c) => c.name === name && hasRole(asking, c.role) && (uploaderRoles === null || uploaderRoles.has(c.role) || uploaderNamedIt),
    ),
  )
    ? "staff"
    : null;
}

/**
 * Every kept file's path, as uploads.ts makes them: `/media/uploads/<folder>/<32 hex>.webp`,
 * `/files/uploads/<name>-<16 hex>.pdf|xlsx`. The sweep finds them in the versions' text.
 */
const UPLOAD_PATH = String.raw`(/media/uploads/[a-z0-9-]+/[0-9a-f]{32}\.webp|/files/uploads/[a-z0-9-]+-[0-9a-f]{16}\.(?:pdf|xlsx))`;

/**
 * Deletes kept files that no version of any item names (published, draft or
 * history: a revert must find its files) and that were uploaded more than
 * `graceHours` ago. The paths the versions name are read once, from each
 * version's text (not each file against each version: 2,000 versions and
 * 2,200 files took a minute that way). Once across instances: the run holds
 * a transaction's advisory lock, and an instance that finds it taken skips
 * this round (null). Answers the deleted paths.
 */
export async function deleteUnusedUploads(
  database: Database,
  { now = new Date(), graceHours = UNUSED_UPLOAD_GRACE_HOURS } = {},
): Promise<string[] | null> {
  return database.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtext('unused-uploads:' || current_schema())) AS locked`),
    );
    if (!lock?.locked) return null;
    const cutoff = new Date(now.getTime() - graceHours * 60 * 60_000);
    // Named by a version of an item, or by a newsletter campaign's body.
    const named = sql`select (regexp_matches(${publishingVersions.data}::text, ${UPLOAD_PATH}, 'g'))[1] from ${publishingVersions}
      union select (regexp_matches(${newsletterCampaigns.body}, ${UPLOAD_PATH}, 'g'))[1] from ${newsletterCampaigns}`;
    const deleted = await tx
      .delete(publishedFiles)
      .where(and(lt(publishedFiles.createdAt, cutoff), sql`${publishedFiles.path} not in (${named})`))
      .returning({ path: publishedFiles.path });
    return deleted.map((row) => row.path);
  });
}
