"use client";

import { useEffect } from "react";
import { CARD_ANIMATION_THRESHOLD } from "@content/constants";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Drives every <Reveal> on the page. The observer's first report on each card
 * tells whether it is on screen: cards on screen are left alone (no flash),
 * the others are marked `data-reveal="hidden"` and shown (`"shown"`, which the
 * CSS in globals.css animates) once CARD_ANIMATION_THRESHOLD (30%) of them is
 * visible. No layout is read by script. Under reduced motion nothing is
 * hidden at all. Renders nothing.
 */
export function RevealObserver() {
  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION).matches || !("IntersectionObserver" in window)) return;
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          const first = !seen.has(el);
          seen.add(el);
          if (first && entry.isIntersecting) {
            observer.unobserve(el); // on screen from the start: keep it as it is
          } else if (first) {
            el.dataset.reveal = "hidden";
          } else if (entry.intersectionRatio >= CARD_ANIMATION_THRESHOLD) {
            el.dataset.reveal = "shown";
            observer.unobserve(el);
          }
        }
      },
      { threshold: [0, CARD_ANIMATION_THRESHOLD] },
    );
    for (const el of document.querySelectorAll<HTMLElement>('[data-reveal=""]')) observer.observe(el);
    return () => {
      observer.disconnect();
      for (const el of document.querySelectorAll<HTMLElement>('[data-reveal="hidden"]')) el.dataset.reveal = "";
    };
  }, []);
  return null;
}
