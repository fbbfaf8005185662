import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a named export: `lazyNamed(() => import("./modal"), "Modal")`.
 * The same `load` can be called ahead of time to start the fetch (its import is
 * cached), as the grids do when a visitor points at a card.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound for any component's props.
export function lazyNamed<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
