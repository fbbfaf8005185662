import type { Metadata } from "next";
import { pageMeta } from "@content/pages";
import { site } from "@content/site";

/** The Open Graph / Twitter image of a page (src/app/og/[key]/route.tsx), generated at build. */
export function ogImage(key: string, alt: string) {
  return { url: `/og/${key}`, width: 1200, height: 630, alt, type: "image/png" };
}

/** A page's <head> metadata from content/pages.ts: title, description, canonical URL, social cards. */
export function pageMetadata(key: string): Metadata {
  const page = pageMeta(key);
  const image = ogImage(key, page.title);
  return {
    title: key === "home" ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_NG",
      title: page.title,
      description: page.description,
      url: page.path,
      images: [image],
    },
    twitter: { card: "summary_large_image", title: page.title, description: page.description, images: [image] },
  };
}
