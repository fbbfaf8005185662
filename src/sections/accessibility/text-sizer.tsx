"use client";

import { useState, useSyncExternalStore } from "react";
import { textSizerCopy as copy } from "@content/interface";
import { TEXT_SCALE_DEFAULT, TEXT_SCALE_STEPS, TEXT_SCALE_STORAGE_KEY, clampTextScale, nextTextScale } from "@/lib/text-scale";

const listeners = new Set<() => void>();
/** The size chosen in this page view: what applies when the browser blocks site storage. */
let chosenHere: number | null = null;

function applyScale(scale: number) {
  document.documentElement.style.setProperty("--text-scale", `${scale}%`);
}

/** Follows the size chosen in another tab of the site (the storage event), on this page too. */
function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TEXT_SCALE_STORAGE_KEY) return;
    applyScale(readScale());
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function readScale(): number {
  try {
    return clampTextScale(window.localStorage.getItem(TEXT_SCALE_STORAGE_KEY));
  } catch {
    return chosenHere ?? TEXT_SCALE_DEFAULT;
  }
}

function writeScale(scale: number) {
  chosenHere = scale;
  applyScale(scale);
  try {
    if (scale === TEXT_SCALE_DEFAULT) window.localStorage.removeItem(TEXT_SCALE_STORAGE_KEY);
    else window.localStorage.setItem(TEXT_SCALE_STORAGE_KEY, String(scale));
  } catch {
    // Storage blocked: the size still applies, and is shown, for this page view.
  }
  listeners.forEach((l) => l());
}

/**
 * The text sizer (spec §2 Accessibility, visual impairment): changes the
 * site's base text size (the root's --text-scale) in steps up to 200%,
 * remembered across pages and visits; three buttons, the result announced.
 */
export function TextSizer() {
  const scale = useSyncExternalStore(subscribe, readScale, () => TEXT_SCALE_DEFAULT);
  const [announcement, setAnnouncement] = useState("");
  const min = TEXT_SCALE_STEPS[0];
  const max = TEXT_SCALE_STEPS[TEXT_SCALE_STEPS.length - 1] ?? TEXT_SCALE_DEFAULT;

  // The pressed button stays where it was on screen: everything above it
  // grows or shrinks, which would otherwise carry it out of view.
  // aria-disabled (not disabled) keeps keyboard focus on a button that reached its limit.
  const change = (next: number, pressed: HTMLElement) => {
    if (next === scale) return;
    const before = pressed.getBoundingClientRect().top;
    writeScale(next);
    setAnnouncement(copy.announcement(next));
    window.scrollBy({ top: pressed.getBoundingClientRect().top - before, behavior: "instant" });
  };

  const button =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-forest bg-white px-4 py-2 font-semibold text-forest hover:bg-forest hover:text-white aria-disabled:cursor-not-allowed aria-disabled:border-ink/30 aria-disabled:text-ink-muted aria-disabled:hover:bg-white";

  return (
    <div
      role="group"
      aria-labelledby="text-sizer-label"
      className="not-prose my-6 rounded-xl border border-forest/20 bg-white p-5"
      data-testid="text-sizer"
    >
      <p id="text-sizer-label" className="font-semibold text-forest">
        {copy.label}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={button}
          onClick={(event) => change(nextTextScale(scale, -1), event.currentTarget)}
          aria-disabled={scale <= min}
        >
          <span aria-hidden="true" className="mr-1">
            A−
          </span>
          {copy.decrease}
          <span className="sr-only">{copy.buttonSuffix}</span>
        </button>
        <button
          type="button"
          className={button}
          onClick={(event) => change(TEXT_SCALE_DEFAULT, event.currentTarget)}
          aria-disabled={scale === TEXT_SCALE_DEFAULT}
        >
          {copy.reset}
          <span className="sr-only">{copy.buttonSuffix}</span>
        </button>
        <button
          type="button"
          className={button}
          onClick={(event) => change(nextTextScale(scale, 1), event.currentTarget)}
          aria-disabled={scale >= max}
        >
          <span aria-hidden="true" className="mr-1">
            A+
          </span>
          {copy.increase}
          <span className="sr-only">{copy.buttonSuffix}</span>
        </button>
        <p className="ml-2 text-ink">
          {copy.current}{" "}
          <span className="font-semibold" data-testid="text-size-value">
            {scale}%
          </span>
        </p>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
