"use client";

import { Suspense, useCallback, useEffect, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import type { NewsType } from "@content/schema";
import type { NewsCardItem } from "./news-card";
import { newsTypeFromSlug } from "@content/news-types";
import { NewsGrid, type NewsGridLabels } from "./news-grid";

type Place = { type: NewsType | undefined; path: string };

/** Tells the grid the browser's address: the type filter of its query and its path (/Blog is /news rewritten); renders nothing. */
function PlaceFromUrl({ onPlace }: { onPlace: (place: Place) => void }) {
  const type = newsTypeFromSlug(useSearchParams().get("type"));
  const path = usePathname();
  useEffect(() => onPlace({ type, path }), [type, path, onPlace]);
  return null;
}

/**
 * The grid with the type filter of the URL query. /news is a static page, and
 * useSearchParams there renders its Suspense boundary in the browser only: so
 * only the empty PlaceFromUrl sits under it, and the grid the server rendered
 * (every card) is hydrated, not drawn a second time (issue 50).
 */
export function NewsBrowser({ items, labels, basePath }: { items: NewsCardItem[]; labels: NewsGridLabels; basePath: string }) {
  const [place, setPlace] = useState<Place>({ type: undefined, path: basePath });
  // The same place keeps the same state, so a visit to /news itself renders the grid once, at hydration.
  const onPlace = useCallback((next: Place) => setPlace((last) => (last.type === next.type && last.path === next.path ? last : next)), []);
  return (
    <>
      <Suspense fallback={null}>
        <PlaceFromUrl onPlace={onPlace} />
      </Suspense>
      <NewsGrid items={items} active={place.type} basePath={place.path} labels={labels} />
    </>
  );
}
