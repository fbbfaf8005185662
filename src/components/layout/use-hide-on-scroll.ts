"use client";

import { useEffect, useState } from "react";
import { NAV_HIDE_FRACTION } from "@content/constants";

/**
 * True once the bottom of the viewport has passed NAV_HIDE_FRACTION (90%) of
 * the page height, false again when scrolled back above it (spec §2, §9).
 * At the very top of the page the bar always shows, so short pages keep it.
 */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const { scrollY, innerHeight } = window;
      const pageHeight = document.documentElement.scrollHeight;
      setHidden(scrollY > 0 && scrollY + innerHeight > pageHeight * NAV_HIDE_FRACTION);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return hidden;
}
