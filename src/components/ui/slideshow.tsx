"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from "react";
import { CAROUSEL_INTERVAL_MS } from "@content/constants";
import { slideshowCopy as copy } from "@content/interface";
import { usePageCovered } from "./page-cover";
import { Typewriter } from "./typewriter";
import type { ImgProps } from "./image-props";
import { Icon } from "./icon";
import { useReducedMotion } from "./use-reduced-motion";

/** A slide: its caption and its image's attributes, computed on the server (slideshowSlides). */
export type SlideshowSlide = {
  id: number;
  text: string;
  image: ImgProps;
  /** A <source> of upright art for screens matching `media` (slideshowSlides). */
  portrait?: { media: string; srcSet: string; sizes: string; width: ImgProps["width"]; height: ImgProps["height"] };
};

const noSubscription = () => () => {};
const hydrated = () => true;
const prerendered = () => false;

/** A horizontal move of the pointer at least this long (CSS px) between press and release is a swipe. */
const SWIPE_PX = 40;

/**
 * The site's slideshow: auto-advances every 4000 ms (spec §9), wraps both
 * ways, the active slide fades in and zooms, swipes on touch and with a
 * mouse. The slides lie on top of each other and the motion is CSS
 * transitions of opacity and transform only (globals.css, `.slide`), which
 * the compositor runs: no script and no paint per frame (decision 160; the
 * Embla carousel before it animated the fade in script on every frame). One
 * timer per move, and none while the slideshow is off screen or the page is
 * hidden. WCAG 2.2.2: a pause/play control; pauses while hovered or focused;
 * no auto-advance under prefers-reduced-motion. The first slide's image is
 * preloaded (LCP); the others load after the page. Under the page loader's
 * cover nothing moves: the rotation starts, and the first caption types, once
 * the cover has lifted.
 */
export function Slideshow({
  slides,
  label,
  typewriter = false,
  fullScreen = false,
}: {
  slides: SlideshowSlide[];
  /** Names the carousel region, e.g. "Our businesses". */
  label: string;
  /** Type captions out (home page). */
  typewriter?: boolean;
  fullScreen?: boolean;
}) {
  const reduced = useReducedMotion();
  const covered = usePageCovered();
  const region = useRef<HTMLElement>(null);
  // True once hydrated: the controls and the timer work from then on.
  const ready = useSyncExternalStore(noSubscription, hydrated, prerendered);
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Off screen until the observer first reports (after mount, once the cover's state is followed): no frame rotates under it.
  const [onScreen, setOnScreen] = useState(false);
  const [pageVisible, setPageVisible] = useState(true);
  const pressedAt = useRef<number | null>(null);
  const playing = !userPaused && !reduced;
  /**
   * Moving on its own right now. Hover and focus stop it too, and then the
   * counter speaks (aria-live polite), so a keyboard or screen-reader user
   * pressing Next hears where they are; while it rotates it stays quiet.
   * Under the page loader's cover it waits, so the first slide is seen for
   * the whole interval; off screen and in a hidden page it waits too.
   */
  const rotating = playing && !hovered && !focused && !covered && ready && onScreen && pageVisible;
  // Only the first slide's image loads with the page (it is the LCP element); the others once
  // the page has loaded, so they never compete with it.
  const [loadRest, setLoadRest] = useState(false);
  useEffect(() => {
    const load = () => setLoadRest(true);
    if (document.readyState === "complete") load();
    else window.addEventListener("load", load, { once: true });
    return () => window.removeEventListener("load", load);
  }, []);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    const onVisibility = () => setPageVisible(document.visibilityState !== "hidden");
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  const go = useCallback(
    (step: number) => {
      setSelected((selected + step + slides.length) % slides.length);
    },
    [selected, slides.length],
  );
  const previous = useCallback(() => go(-1), [go]);
  const next = useCallback(() => go(1), [go]);

  // One timer per move: a full interval on each slide, counted again after any move.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, selected, next]);

  function onPointerDown(event: PointerEvent) {
    if (event.isPrimary) pressedAt.current = event.clientX;
  }
  function onPointerUp(event: PointerEvent) {
    const from = pressedAt.current;
    pressedAt.current = null;
    if (from === null || !event.isPrimary) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  }

  // A minimum, not a height: a caption taller than it (large text on a phone) makes the
  // carousel taller instead of being cut off. The one grid row fills the minimum.
  const height = fullScreen ? "min-h-[max(28rem,calc(100svh-4rem))]" : "min-h-[clamp(22rem,60vh,40rem)]";
  const control =
    "pointer-events-auto flex h-11 w-11 items-center justify-center rounded-full bg-ink/55 text-white backdrop-blur hover:bg-ink/75";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      ref={region}
      className={`on-dark relative isolate grid grid-rows-[1fr] overflow-hidden bg-forest ${height}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="slideshow"
      data-ready={ready ? "true" : "false"}
      data-playing={rotating ? "true" : "false"}
    >
      {/* The controls come first in reading and focus order (the carousel pattern), so a screen
          reader meets Pause before the slides; on screen they sit over the slides' foot. */}
      <div
        data-needs-script
        className="pointer-events-none absolute inset-x-0 bottom-6 z-10 mx-auto flex max-w-7xl items-center gap-3 px-4 md:px-6"
      >
        <button type="button" className={control} onClick={previous} aria-label={copy.previous}>
          <Icon name="chevron-left" />
        </button>
        <button
          type="button"
          className={control}
          onClick={() => setUserPaused((p) => !p)}
          aria-label={userPaused || reduced ? copy.play : copy.pause}
          disabled={reduced}
        >
          <Icon name={userPaused || reduced ? "play" : "pause"} size={18} />
        </button>
        <button type="button" className={control} onClick={next} aria-label={copy.next}>
          <Icon name="chevron-right" />
        </button>
        <p className="pointer-events-auto ml-2 text-sm text-white/90" aria-live={rotating ? "off" : "polite"} aria-atomic="true">
          <span className="sr-only">{copy.counter}</span>
          {selected + 1} / {slides.length}
        </p>
      </div>
      <div
        data-slideshow-track
        className="grid touch-pan-y grid-cols-1 grid-rows-1"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pressedAt.current = null)}
      >
        {slides.map((slide, index) => {
          const active = index === selected;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={copy.slideLabel(index + 1, slides.length)}
              // Without JavaScript the slides show one under another (globals.css, `scripting:
              // none`), so none is hidden from assistive technology until the script shows one at a time.
              aria-hidden={ready ? !active : undefined}
              data-active={active ? "true" : "false"}
              className="slide relative col-start-1 row-start-1 flex min-w-0 flex-col justify-end overflow-hidden"
            >
              {index === 0 || loadRest || active ? (
                <picture>
                  {slide.portrait ? <source {...slide.portrait} /> : null}
                  <img {...slide.image} alt="" draggable={false} className="absolute inset-0 h-full w-full object-cover" />
                </picture>
              ) : null}
              <div className="absolute inset-0 bg-gradient-to-t from-ink/80 via-ink/35 to-ink/10" aria-hidden="true" />
              <div className="relative mx-auto w-full max-w-7xl px-4 pt-12 pb-24 md:px-6 md:pb-28">
                <p className="max-w-3xl font-display text-3xl leading-tight text-white md:text-5xl">
                  {typewriter ? <Typewriter text={slide.text} active={active} start={!covered} /> : slide.text}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
