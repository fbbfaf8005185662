"use client";

import { useSyncExternalStore } from "react";
import { publicEnv } from "@/public-env";

/**
 * How long the page loader covers a page (spec §9, NEXT_PUBLIC_PAGE_LOADER_MS):
 * on the first load and after every client-side navigation; 0 when it is off.
 * Its CSS clock starts when the cover is first painted, as does that of any
 * animation rendered with it, so an animation that should start once the
 * page shows adds this to its delay (the first slide's caption).
 */
export const PAGE_COVER_MS = publicEnv.NEXT_PUBLIC_PAGE_LOADER_MS;

// The first load starts under the cover; the loader says when it lifts and when a navigation brings it back.
let covered = PAGE_COVER_MS > 0;
const listeners = new Set<() => void>();

/** Whether the page loader's cover is up. Called by the page loader only. */
export function setPageCovered(value: boolean) {
  if (covered === value) return;
  covered = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the loader covers the page: what is under it waits to start moving on its own (the slideshow). */
export function usePageCovered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => covered,
    () => PAGE_COVER_MS > 0,
  );
}
