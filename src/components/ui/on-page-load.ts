/**
 * Runs `task` once the window's `load` event has fired (at once, on the next
 * tick, if it already has); returns a cleanup for effects. For work that must
 * never compete with the page's own loading (hidden slides, brand fonts).
 */
export function onPageLoad(task: () => void): () => void {
  if (document.readyState === "complete") {
    const timer = window.setTimeout(task, 0);
    return () => window.clearTimeout(timer);
  }
  window.addEventListener("load", task, { once: true });
  return () => window.removeEventListener("load", task);
}
