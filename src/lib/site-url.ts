import { serverEnv } from "@/env";

/** An absolute URL on this site, from SITE_URL (canonical links, sitemap, structured data). */
export function absoluteUrl(path = "/"): string {
  return new URL(path, serverEnv().SITE_URL).toString();
}
