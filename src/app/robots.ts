import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site-url";

/** /robots.txt: everything but the API may be crawled; points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/"] },
    sitemap: absoluteUrl("/sitemap.xml"),
    host: absoluteUrl("/"),
  };
}
