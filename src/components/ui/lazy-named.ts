import { lazy, type ComponentType } from "react";

/** How long a failed fetch of code waits before its one retry (a dropped connection often comes back). */
const RETRY_AFTER_MS = 1500;

/**
 * React.lazy for a named export: `lazyNamed(() => import("./modal"), "Modal")`.
 * The same `load` can be called ahead of time to start the fetch (its import is
 * cached), as the grids do when a visitor points at a card. A failed fetch is
 * tried once more before the error reaches the nearest boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound for any component's props.
export function lazyNamed<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  const loadOnceMore = () => load().catch(() => new Promise<void>((resolve) => setTimeout(resolve, RETRY_AFTER_MS)).then(load));
  return lazy(() => loadOnceMore().then((module) => ({ default: module[name] })));
}
