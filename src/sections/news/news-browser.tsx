"use client";

import { usePathname, useSearchParams } from "next/navigation";
import type { NewsCardItem } from "./news-card";
import { newsTypeFromSlug } from "@content/news-types";
import { NewsGrid, type NewsGridLabels } from "./news-grid";

/**
 * Reads the type filter from the URL query in the browser, so /news stays a
 * static page (the server renders every card as the Suspense fallback).
 */
export function NewsBrowser({ items, labels }: { items: NewsCardItem[]; labels: NewsGridLabels }) {
  const params = useSearchParams();
  const pathname = usePathname();
  return <NewsGrid items={items} active={newsTypeFromSlug(params.get("type"))} basePath={pathname} labels={labels} />;
}
