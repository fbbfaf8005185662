"use client";

import { useEffect } from "react";
import { CARD_ANIMATION_THRESHOLD } from "@content/constants";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Drives every <Reveal> on the page: a card still below or above the viewport
 * is marked `data-reveal="hidden"` and shown (`"shown"`, which the CSS in
 * globals.css animates) once CARD_ANIMATION_THRESHOLD (30%) of it is visible.
 * Cards already on screen are left alone (no flash); under reduced motion
 * nothing is hidden at all. Renders nothing.
 */
export function RevealObserver() {
  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION).matches || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = "shown";
          observer.unobserve(entry.target);
        }
      },
      { threshold: CARD_ANIMATION_THRESHOLD },
    );
    for (const el of document.querySelectorAll<HTMLElement>('[data-reveal=""]')) {
      const box = el.getBoundingClientRect();
      if (box.bottom > 0 && box.top < window.innerHeight) continue; // on screen now: keep it as it is
      el.dataset.reveal = "hidden";
      observer.observe(el);
    }
    return () => {
      observer.disconnect();
      for (const el of document.querySelectorAll<HTMLElement>('[data-reveal="hidden"]')) el.dataset.reveal = "";
    };
  }, []);
  return null;
}
