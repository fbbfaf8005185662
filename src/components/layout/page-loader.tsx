"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { loadingCopy } from "@content/interface";
import { PAGE_COVER_MS as LOADER_MS, setPageCovered } from "@/components/ui/page-cover";
import { Spinner } from "@/components/ui/spinner";

/**
 * The page loading indicator (spec §2, §4, §9): covers the page for
 * NEXT_PUBLIC_PAGE_LOADER_MS on the first load and after every client-side
 * navigation. The page is already rendered underneath, so it appears the
 * moment the cover lifts. A CSS animation ends it even without JavaScript.
 * While it covers the page, what is under it ([data-behind-loader]) is
 * inert: no hidden link takes focus or a key press, and a screen reader
 * meets the loading status only. Focus the cover took comes back after.
 * Components that move on their own (the slideshow) wait for it to lift
 * (usePageCovered).
 */
export function PageLoader() {
  const pathname = usePathname();
  if (LOADER_MS <= 0) return null;
  // A new key remounts the cover on every navigation, restarting its timer.
  return <LoaderCover key={pathname} />;
}

/**
 * Makes what is under the cover inert; the function it returns undoes that
 * (once) and gives focus back to the element that had it (the link used).
 * After a navigation, focus that is nowhere then (the link was in the
 * closed phone menu, or is gone) goes to the new page's main content.
 */
function holdBehindCover({ afterNavigation }: { afterNavigation: boolean }): () => void {
  const behind = Array.from(document.querySelectorAll<HTMLElement>("[data-behind-loader]"));
  const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  for (const element of behind) element.inert = true;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const element of behind) element.inert = false;
    if (document.activeElement !== document.body) return;
    focused?.focus({ preventScroll: true });
    if (document.activeElement === document.body && (focused || afterNavigation))
      document.getElementById("main-content")?.focus({ preventScroll: true });
  };
}

let firstCover = true;

function LoaderCover() {
  const [done, setDone] = useState(false);
  const cover = useRef<HTMLDivElement>(null);
  // Up before the navigation's page is first drawn, so what is under the cover sees it from its
  // first frame; down in the commit that takes the cover off the page (or unmounts it), before
  // the next frame, so no frame shows the cover over a moving slideshow. React runs a removed
  // cover's clean-up before a new cover's effect, so a navigation's new cover stays up.
  useLayoutEffect(() => {
    if (done) return;
    setPageCovered(true);
    return () => setPageCovered(false);
  }, [done]);
  useEffect(() => {
    // The cover's own CSS animation is its clock: it started when the cover was first painted
    // (with the page's HTML, or when a navigation mounted it), not when this effect runs, which
    // on a busy machine can be much later. So the cover leaves when its fade says it should.
    const afterNavigation = !firstCover;
    firstCover = false;
    const shownFor = cover.current?.getAnimations?.()[0]?.currentTime;
    const remaining = Math.max(0, LOADER_MS - (typeof shownFor === "number" ? shownFor : 0));
    const release = remaining > 0 ? holdBehindCover({ afterNavigation }) : () => {};
    const timer = window.setTimeout(() => {
      release();
      setDone(true);
    }, remaining);
    return () => {
      window.clearTimeout(timer);
      release();
    };
  }, []);
  if (done) return null;
  return (
    <div
      ref={cover}
      role="status"
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
