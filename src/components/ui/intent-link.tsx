"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A next/link that prefetches its route when the visitor shows intent
 * (pointer over it, focus, touch), not as soon as it scrolls into view: the
 * pattern of Next.js's prefetching guide ("hover-triggered prefetch"). Used
 * for the links on screen at load (the bar, the news filter), whose viewport
 * prefetch would fetch other pages' code and data while this page loads, and
 * for the footer, whose prefetch as it scrolls into view would also fetch the
 * other pages' preloaded images (their heroes, portraits).
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
