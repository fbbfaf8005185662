/**
 * Labels of the site's interactive controls: the menu button, the slideshow's
 * controls, the loading states and the text sizer. Plain data (no zod here):
 * client components in the browser import this file (no content/site import
 * either: it pulls in zod).
 */

/** A person's portrait, on every page that shows one. */
export const portraitAlt = (name: string) => `Portrait of ${name}`;

/** The first link of every page, shown when focused. */
export const skipLinkCopy = "Skip to main content";

export const menuCopy = {
  /** Names the main navigation for screen readers. */
  navLabel: "Main",
  open: "Menu",
  close: "Close menu",
} as const;

export const loadingCopy = {
  /** The page loader's cover. */
  page: "Loading page…",
  /** A dialog whose code is still loading. */
  dialog: "Loading…",
} as const;

/** A dialog whose code could not be fetched: the connection dropped, or the site was updated since the page loaded. */
export const dialogFailedCopy = {
  message: "This could not be opened. Check your connection, then reload the page and try again.",
  reload: "Reload the page",
  close: "Close",
} as const;

/** A play/pause control's name, e.g. "Pause flywheel video", "Play banner". */
export const mediaCopy = {
  play: (what: string) => `Play ${what}`,
  pause: (what: string) => `Pause ${what}`,
} as const;

export const slideshowCopy = {
  previous: "Previous slide",
  next: "Next slide",
  play: mediaCopy.play("slideshow"),
  pause: mediaCopy.pause("slideshow"),
  /** Names each slide: "2 of 4". */
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  /** Read before the visible counter ("2 / 4"). */
  counter: "Slide ",
} as const;

export const textSizerCopy = {
  label: "Text size",
  decrease: "Decrease",
  reset: "Reset",
  increase: "Increase",
  /** Read after each button's word: "Increase text size". */
  buttonSuffix: " text size",
  current: "Current size:",
  /** Announced after each change. */
  announcement: (scale: number) => `Text size ${scale}%`,
} as const;

export const dialogCopy = {
  close: "Close",
  cancel: "Cancel",
} as const;
