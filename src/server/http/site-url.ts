import "server-only";
import { serverEnv } from "@/env";

/** Whether the site is served over HTTPS (SITE_URL's scheme): then its cookies are marked Secure. */
export function siteIsHttps(siteUrl = serverEnv().SITE_URL): boolean {
  return new URL(siteUrl).protocol === "https:";
}
