import "server-only";
import { pages } from "@content/pages";
import { StaffCardSchema } from "@content/schema";
import type { Database } from "../db/client";
import { database } from "../db";
import { archivedCampaign } from "../newsletter/campaigns";
import { isOpenPosition, positionsCollection } from "../publishing/careers";
import { isArticleOf, newsCollection } from "../publishing/news";
import { staffCardsCollection } from "../publishing/people";
import { publicItems, type Collection } from "../publishing/store";

/**
 * Whether a page address names nothing the site publishes, decided before
 * Next.js renders it (src/proxy.ts). A page that calls notFound() while
 * rendering on demand (a staff card, an article, an opening, a newsletter
 * issue) gets from Next.js 16.4 a shell with no `lang` whose words exist only
 * in the script payload (vercel/next.js#95613, #97000): blank without
 * JavaScript. The proxy sends such an address to the 404 page of a path no
 * route matches, which Next.js renders whole (decision 143).
 */

/**
 * The first path parts that are not a staff card (/<slug>): the site's pages,
 * the app's other routes and folders of public/, and next.config.ts's rewrites.
 * Case as written (routes are case-sensitive). unknown-page.test.ts checks it
 * against src/app, public/ and the rewrites, so a route added later is not taken for an unknown card.
 */
export const ROUTE_FIRST_PARTS: ReadonlySet<string> = new Set([
  ...Object.values(pages).map((page) => page.path.split("/")[1]!),
  ...["admin", "api", "brand", "files", "fonts", "healthz", "media", "og", "vcard"],
  ...["news", "newsletter", "investors", "search", "Blog", "newsinsights", "opengraph-image", "twitter-image"],
  ...["favicon.ico", "icon.svg", "robots.txt", "search-index.json", "sitemap.xml"],
]);

const cardSlug = StaffCardSchema.shape.slug;

type Lookup = { collection: Collection; key: string; accept?: (data: unknown, key: string) => boolean } | { issue: string };

/** What an address would show, when it is one of the pages rendered from the database; "none" when it cannot be one; null otherwise. */
export function lookupOf(pathname: string): Lookup | "none" | null {
  const parts = pathname.split("/").slice(1);
  const [first, second, third] = parts;
  if (!first || first.startsWith("_") || first.startsWith(".")) return null;
  if (parts.length === 1) {
    if (ROUTE_FIRST_PARTS.has(first)) return null;
    return cardSlug.safeParse(first).success ? { collection: staffCardsCollection, key: first } : "none";
  }
  if (parts.length === 2 && second) {
    if (first === "news" && second !== "rss.xml") return { collection: newsCollection, key: second, accept: isArticleOf };
    if (first === "careers") return { collection: positionsCollection, key: second, accept: (data) => isOpenPosition(data) };
  }
  if (parts.length === 3 && first === "newsletter" && second === "archive" && third) return { issue: third };
  return null;
}

/** True when the address is a page rendered from the database and nothing is published there. */
export async function isUnknownPage(pathname: string, db?: Database): Promise<boolean> {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return false; // Next.js answers a malformed address itself.
  }
  const lookup = lookupOf(path);
  if (lookup === null) return false;
  if (lookup === "none") return true;
  const from = db ?? (await database());
  if ("issue" in lookup) return (await archivedCampaign(from.db, lookup.issue)) === null;
  // What the page itself would show: the live, valid version (the seed's while the collection was never edited).
  const [item] = await publicItems(from, lookup.collection, { key: lookup.key });
  return item === undefined || (lookup.accept !== undefined && !lookup.accept(item.data, lookup.key));
}
