import type { Metadata } from "next";
import Link from "next/link";
import { notFoundCopy } from "@content/not-found";
import { buttonClass } from "@/components/ui/button-class";

// No robots: Next.js writes `noindex` into every 404 itself.
export const metadata: Metadata = { title: notFoundCopy.title };

/** Any path not listed in spec §2 (HTTP 404). */
export default function NotFound() {
  const { heading, text, primaryLink, secondaryLink } = notFoundCopy;
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-semibold">{heading}</h1>
      <p className="mt-4 text-lg text-ink-muted">{text}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link href={primaryLink.href} className={buttonClass()}>
          {primaryLink.label}
        </Link>
        <Link href={secondaryLink.href} className={buttonClass({ variant: "secondary" })}>
          {secondaryLink.label}
        </Link>
      </p>
    </div>
  );
}
