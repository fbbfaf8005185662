"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { onPageSettled } from "@/components/ui/on-page-settled";
import { BRAND_FONTS_CLASS, BRAND_FONTS_STORAGE_KEY } from "@/lib/brand-fonts";

/** Runs `task` once the page has loaded and painted (onPageSettled) and the browser is idle. */
function afterLoadAndIdle(task: () => void): () => void {
  let cancelled = false;
  const cancelLoad = onPageSettled(() => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else setTimeout(() => !cancelled && task(), 200);
  });
  return () => {
    cancelled = true;
    cancelLoad();
  };
}

/**
 * Fetches the brand fonts after the page has loaded (decision 073) and
 * remembers that they are cached, so the next page load shows them from its
 * first paint. The page being read keeps its fallback faces (no text moves
 * under the reader); a client-side navigation switches to the brand fonts.
 */
export function BrandFontsLoader({ families }: { families: readonly string[] }) {
  const pathname = usePathname();
  const firstPathname = useRef(pathname);
  const loaded = useRef(false);

  useEffect(() => {
    if (document.documentElement.classList.contains(BRAND_FONTS_CLASS)) return;
    return afterLoadAndIdle(() => {
      // The first family of each stack only: next/font's own fallback face (local Arial) fails on systems without Arial.
      Promise.all(families.map((family) => document.fonts.load(`1em ${family.split(",")[0]}`)))
        .then((faces) => {
          if (!faces.every((list) => list.length > 0)) return;
          loaded.current = true;
          try {
            localStorage.setItem(BRAND_FONTS_STORAGE_KEY, "1");
          } catch {
            // storage unavailable: fonts apply on client-side navigations only
          }
        })
        .catch(() => undefined);
    });
  }, [families]);

  useEffect(() => {
    if (pathname !== firstPathname.current && loaded.current) document.documentElement.classList.add(BRAND_FONTS_CLASS);
  }, [pathname]);

  return null;
}
