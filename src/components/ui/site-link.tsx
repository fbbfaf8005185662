import Link from "next/link";
import type { ComponentProps } from "react";
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
 * next/link, with Next's own prefetching, for the site's pages; a page that
 * must load in full (the whistleblowing page, so that its own no-referrer
 * and no-store headers apply) gets a plain anchor.
 */
export function SiteLink(props: LinkProps) {
  if (typeof props.href === "string" && loadsInFull(props.href)) return <FullLoadLink {...props} href={props.href} />;
  return <Link {...props} />;
}
