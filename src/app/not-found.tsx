import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/** Any path not listed in spec §2 (HTTP 404). */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-semibold">404: Page Not Found</h1>
      <p className="mt-4 text-lg text-ink-muted">The page you asked for does not exist or has moved.</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link href="/" className={buttonClass()}>
          Go to the home page
        </Link>
        <Link href="/search" className={buttonClass({ variant: "secondary" })}>
          Search the site
        </Link>
      </p>
    </div>
  );
}
