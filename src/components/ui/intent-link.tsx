"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";
import { loadsInFull } from "@/lib/full-load-paths";

type LinkProps = ComponentProps<typeof Link>;

/** A link to a page that must load in full (loadsInFull): a plain anchor, without next/link's own props. */
function FullLoadLink({
  href,
  as,
  prefetch,
  scroll,
  replace,
  shallow,
  locale,
  passHref,
  legacyBehavior,
  onNavigate,
  transitionTypes,
  ...anchor
}: LinkProps & { href: string }) {
  void [as, prefetch, scroll, replace, shallow, locale, passHref, legacyBehavior, onNavigate, transitionTypes];
  return <a href={href} {...anchor} />;
}

/**
 * A next/link that prefetches its route when the visitor shows intent
 * (pointer over it, focus, touch), not as soon as it scrolls into view: the
 * pattern of Next.js's prefetching guide ("hover-triggered prefetch"). Used
 * for the links on screen at load (the bar, the news filter), whose viewport
 * prefetch would fetch other pages' code and data while this page loads, and
 * for the footer, whose prefetch as it scrolls into view would also fetch the
 * other pages' preloaded images (their heroes, portraits).
 *
 * A link to a page that must load in full (the whistleblowing page, so that
 * its own no-referrer and no-store headers apply) is a plain anchor.
 */
export function IntentLink(props: LinkProps) {
  if (typeof props.href === "string" && loadsInFull(props.href)) return <FullLoadLink {...props} href={props.href} />;
  return <PrefetchOnIntent {...props} />;
}

function PrefetchOnIntent({ onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
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
