import { serverEnv } from "@/env";

/**
 * The one way to an absolute URL on this site: `path` against SITE_URL
 * (canonical links, sitemap, structured data, the feed, vCards, e-mails'
 * links). A URL that is already absolute comes back as it is. `base` is for
 * code that is handed the site's address (tests, builders of documents).
 */
export function absoluteUrl(path = "/", base: string = serverEnv().SITE_URL): string {
  return new URL(path, base).toString();
}
