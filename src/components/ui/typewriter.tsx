"use client";

import { memo, useEffect, useRef } from "react";
import { TYPEWRITER_SPEED_MS } from "@content/constants";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Types `text` out one character every `speedMs` (spec §9: 40 ms) while
 * `active`, from the moment `start` is true (the page loader's cover has
 * lifted). Each character is a span, rendered once and kept; one timer shows
 * the next one (a class, globals.css `.typewriter`), so the page draws one
 * frame per character and none in between (decision 160: a CSS animation per
 * character had the browser update every animation on every frame while a
 * caption typed), and a move of the slideshow changes no element. The space
 * the whole text takes is kept from the start (no layout shift). Assistive
 * technology reads the whole text at once; under reduced motion, and without
 * JavaScript, it shows whole.
 */
export const Typewriter = memo(function Typewriter({
  text,
  active = true,
  start = true,
  speedMs = TYPEWRITER_SPEED_MS,
}: {
  text: string;
  active?: boolean;
  /** False holds the first character back, e.g. until the page loader's cover has lifted. */
  start?: boolean;
  speedMs?: number;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const characters = Array.from(element.children);
    const finish = () => {
      delete element.dataset.typing;
      for (const character of characters) character.classList.remove("typed");
    };
    if (!active || window.matchMedia(REDUCED_MOTION).matches) {
      finish();
      return;
    }
    element.dataset.typing = "";
    if (!start) return;
    let next = 0;
    let timer = 0;
    const tick = () => {
      characters[next]?.classList.add("typed");
      next += 1;
      if (next < characters.length) timer = window.setTimeout(tick, speedMs);
      else finish();
    };
    timer = window.setTimeout(tick, 0);
    return () => window.clearTimeout(timer);
  }, [active, start, speedMs]);
  return (
    <>
      <span className="sr-only">{text}</span>
      {/* The first slide's caption comes from the server waiting to type (hidden only where scripts run). */}
      <span ref={ref} aria-hidden="true" data-testid="typewriter" className="typewriter" data-typing={active ? "" : undefined}>
        {Array.from(text, (character, index) => (
          <span key={index}>{character}</span>
        ))}
      </span>
    </>
  );
});
