"use client";

import { usePathname, useSearchParams } from "next/navigation";
import type { NewsItem } from "@content/schema";
import { newsTypeFromSlug } from "@content/news-types";
import { NewsGrid, type NewsGridLabels } from "./news-grid";

/**
 * Reads the type filter from the URL query in the browser, so /news stays a
 * static page (the server renders every card as the Suspense fallback).
 */
export function NewsBrowser({ items, labels }: { items: NewsItem[]; labels: NewsGridLabels }) {
  const params = useSearchParams();
  const pathname = usePathname();
  return <NewsGrid items={items} active={newsTypeFromSlug(params.get("type"))} basePath={pathname} labels={labels} />;
}
