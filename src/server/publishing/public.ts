import "server-only";
import { cache } from "react";
import { isBuildPhase } from "@/env";
import { database } from "../db";
import { tagRender } from "./freshness";
import { publicItems, seedItems, type Collection, type Data, type Published } from "./store";

/**
 * What the public pages read (decision 100). Each read carries its
 * collection's tag (`collection:news`), so whatever renders it is marked stale
 * when the collection changes (./freshness.ts). The build never opens the
 * database (a build makes one artefact for every instance, and PGlite admits
 * one process): it renders the seed of content/, tagged all the same, and each
 * page's `revalidate` brings the published items in at the first request after it.
 * At run time a database error is thrown, not replaced by the seed: Next.js
 * then keeps serving the page it has, so a failure never takes a story down.
 * Read once per render (React `cache`): a page's metadata, its body and the
 * home page's sections share one read per collection.
 */
export const publishedItems = cache(async <C extends Collection>(collection: C): Promise<Published<Data<C>>[]> => {
  await tagRender(collection.name);
  if (isBuildPhase()) return seedItems(collection);
  return publicItems(await database(), collection);
});
