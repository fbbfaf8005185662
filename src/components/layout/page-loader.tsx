"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { loadingCopy } from "@content/interface";
import { publicEnv } from "@/public-env";
import { Spinner } from "@/components/ui/spinner";

const LOADER_MS = publicEnv.NEXT_PUBLIC_PAGE_LOADER_MS;

/**
 * The page loading indicator (spec §2, §4, §9): covers the page for
 * NEXT_PUBLIC_PAGE_LOADER_MS on the first load and after every client-side
 * navigation. The page is already rendered underneath, so it appears the
 * moment the cover lifts. A CSS animation ends it even without JavaScript.
 */
export function PageLoader() {
  const pathname = usePathname();
  if (LOADER_MS <= 0) return null;
  // A new key remounts the cover on every navigation, restarting its timer.
  return <LoaderCover key={pathname} />;
}

function LoaderCover() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), LOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (done) return null;
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      data-testid="page-loader"
      className="page-loader fixed inset-0 z-[90] flex items-center justify-center bg-sand"
      style={{ ["--loader-ms" as string]: `${LOADER_MS}ms` }}
    >
      <Spinner />
      <span className="sr-only">{loadingCopy.page}</span>
    </div>
  );
}
