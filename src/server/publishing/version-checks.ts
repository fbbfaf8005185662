import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isHostileText } from "@/lib/hostile-input";
import { publishedFiles, publishingItems, publishingVersions, staffRoles } from "../db/schema";
import type { Staff } from "../staff/roles";
import { isLiveVersion } from "./live-version";
import type { Collection, FieldErrors } from "./collection";

/* ---------------------------------------------------------- what a version may name ---------------------------------------------------------- */

/** An uploaded file's path where a version names it: a field, or a link or image in a Markdown body (decision 111). */
const NAMED_UPLOAD = /\/(?:media|files)\/uploads\/[^\s"'`()<>[\]{}\\?#]+/g;

/** Each text of `data` by its field path ("body", "documents.2.href"), as the form names its fields. */
function textsOf(data: unknown, path: string[] = [], out: [string, string][] = []): [string, string][] {
  if (typeof data === "string") out.push([path.join(".") || "_", data]);
  else if (Array.isArray(data)) data.forEach((item, index) => textsOf(item, [...path, String(index)], out));
  else if (data && typeof data === "object") for (const [key, value] of Object.entries(data)) textsOf(value, [...path, key], out);
  return out;
}

/**
 * What a version of `collection` saved by `staff` may not hold, by field (issue 41):
 * - a NUL or malformed Unicode, which PostgreSQL refuses (a 500) or keeps as
 *   replacement characters;
 * - an uploaded file that is not this collection's. A version may name a file
 *   its author uploaded, one a version of this collection already names, or
 *   one already public; not another team's draft file (its name would let
 *   this collection's editors fetch it, and publishing would make it public),
 *   nor a path no file is kept under (it would be a broken link, and the feeds
 *   would wait on it).
 */
export async function refusedContent(tx: Db, staff: Staff, collection: Collection, data: unknown): Promise<FieldErrors | null> {
  const fields: FieldErrors = {};
  const named = new Map<string, string>();
  for (const [field, text] of textsOf(data)) {
    if (isHostileText(text)) fields[field] ??= "holds a character that cannot be saved (a NUL or a broken one): type it again";
    for (const [match] of text.matchAll(NAMED_UPLOAD)) {
      const path = match.replace(/[.,;:!]+$/, "");
      if (!named.has(path)) named.set(path, field);
    }
  }
  if (named.size > 0) {
    const paths = [...named.keys()];
    const kept = await tx
      .select({ path: publishedFiles.path, createdBy: publishedFiles.createdBy })
      .from(publishedFiles)
      .where(inArray(publishedFiles.path, paths));
    const uploader = new Map(kept.map((row) => [row.path, row.createdBy]));
    for (const path of paths) {
      if (!uploader.has(path)) {
        fields[named.get(path)!] ??= `names ${path}, which is not an uploaded file: upload the file here`;
        continue;
      }
      const uploadedBy = uploader.get(path) ?? null;
      if (uploadedBy === staff.id) continue;
      // Uploaded by a member of this collection's team: one of theirs.
      if (uploadedBy !== null) {
        const [team] = await tx
          .select({ one: sql`1` })
          .from(staffRoles)
          .where(and(eq(staffRoles.userId, uploadedBy), eq(staffRoles.role, collection.role)))
          .limit(1);
        if (team) continue;
      }
      const names = sql`position(${path} in ${publishingVersions.data}::text) > 0`;
      const [ours] = await tx
        .select({ one: sql`1` })
        .from(publishingItems)
        .innerJoin(publishingVersions, eq(publishingVersions.itemId, publishingItems.id))
        .where(and(names, eq(publishingItems.collection, collection.name)))
        .limit(1);
      if (ours) continue;
      const [live] = await tx
        .select({ one: sql`1` })
        .from(publishingItems)
        .innerJoin(publishingVersions, isLiveVersion)
        .where(names)
        .limit(1);
      if (live) continue;
      fields[named.get(path)!] ??= `names ${path}, a draft file of another team: upload the file here`;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
