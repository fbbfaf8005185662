import type { Metadata } from "next";
import { pageMeta } from "@content/pages";

/** A page's <head> metadata from content/pages.ts: title, description, canonical URL. */
export function pageMetadata(key: string): Metadata {
  const page = pageMeta(key);
  return {
    title: key === "home" ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: { title: page.title, description: page.description, url: page.path },
  };
}
