import type { MetadataRoute } from "next";
import { pages } from "@content/pages";
import { staff } from "@content/staff";
import { absoluteUrl } from "@/lib/site-url";

/** /sitemap.xml: every page of content/pages.ts and every staff card, at its canonical URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pageEntries = Object.values(pages).map((page) => ({
    url: absoluteUrl(page.path),
    changeFrequency: page.path === "/" || page.path === "/news" ? ("weekly" as const) : ("monthly" as const),
    priority: page.path === "/" ? 1 : 0.7,
  }));
  const staffEntries = staff.map((person) => ({
    url: absoluteUrl(`/${person.slug}`),
    changeFrequency: "yearly" as const,
    priority: 0.3,
  }));
  return [...pageEntries, ...staffEntries];
}
