/** How long after the first contentful paint the page is left alone before background work starts. */
export const SETTLE_MS = 500;

/** Calls `then` once the first contentful paint has been presented (at once if it has been); returns a cleanup. */
function afterFirstPaint(then: () => void): () => void {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint") || painted()) {
    then();
    return () => undefined;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
  return () => observer.disconnect();
}

/**
 * Runs `task` once the page has settled: the window's `load` event has fired,
 * the first contentful paint has been presented, and SETTLE_MS more have
 * passed. For work that must never compete with the page's own loading and
 * first paints (hidden slides, brand fonts): on a fast line `load` can come
 * before the first paint while the main thread is still busy, so `load` alone
 * is not enough. Returns a cleanup for effects.
 */
export function onPageSettled(task: () => void): () => void {
  let stopPaintWatch: () => void = () => {};
  let timer = 0;
  const afterLoad = () => {
    stopPaintWatch = afterFirstPaint(() => {
      timer = window.setTimeout(task, SETTLE_MS);
    });
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    window.removeEventListener("load", afterLoad);
    stopPaintWatch();
    window.clearTimeout(timer);
  };
}
