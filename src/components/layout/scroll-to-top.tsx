"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * The spec's top component that precedes the routes: every navigation lands
 * at the top of the new page, except a link to an anchor (/#footer), which
 * lands on that anchor.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
