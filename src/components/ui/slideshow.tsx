"use client";

import Autoplay from "embla-carousel-autoplay";
import Fade from "embla-carousel-fade";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import { CAROUSEL_INTERVAL_MS } from "@content/constants";
import { slideshowCopy as copy } from "@content/interface";
import { PAGE_COVER_MS, usePageCovered } from "./page-cover";
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

/**
 * The site's slideshow (Embla): auto-advances every 4000 ms (spec §9), wraps
 * both ways, the active slide fades in and zooms, swipes on touch. WCAG 2.2.2:
 * a pause/play control; pauses while hovered or focused; no auto-advance under
 * prefers-reduced-motion. The first slide's image is preloaded (LCP); the
 * others load after the page. Under the page loader's cover nothing moves:
 * the rotation starts, and the first caption types, once the cover has
 * lifted.
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
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: 30 }, [
    Fade(),
    // Hover, focus and the pause control are this component's state (`rotating`); the plugin's
    // own focus handling would restart it on focus-out, even after Pause.
    Autoplay({ delay: CAROUSEL_INTERVAL_MS, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false }),
  ]);
  const [selected, setSelected] = useState(0);
  // The first slide as the page showed it, before any move: its caption types once the cover lifts.
  const [firstShowing, setFirstShowing] = useState(true);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !userPaused && !reduced;
  /**
   * Moving on its own right now. Hover and focus stop it too, and then the
   * counter speaks (aria-live polite), so a keyboard or screen-reader user
   * pressing Next hears where they are; while it rotates it stays quiet.
   * Under the page loader's cover it waits, so the first slide is seen for
   * the whole interval; and nothing moves before Embla has started.
   */
  const rotating = playing && !hovered && !focused && !covered && embla !== undefined;
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
    if (!embla) return;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      if (index !== 0) setFirstShowing(false);
    };
    onSelect();
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!embla || !autoplay) return;
    const follow = () => (rotating ? autoplay.play() : autoplay.stop());
    follow();
    // The plugin restarts itself when a press, a swipe or a drag on the slides ends, whatever
    // the visitor asked for; this listener runs after the plugin's and puts the state back.
    embla.on("pointerUp", follow);
    return () => {
      embla.off("pointerUp", follow);
    };
  }, [embla, rotating]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  // A minimum, not a height: a caption taller than it (large text on a phone) makes the
  // carousel taller instead of being cut off. The one grid row fills the minimum.
  const height = fullScreen ? "min-h-[max(28rem,calc(100svh-4rem))]" : "min-h-[clamp(22rem,60vh,40rem)]";
  const control =
    "pointer-events-auto flex h-11 w-11 items-center justify-center rounded-full bg-ink/55 text-white backdrop-blur hover:bg-ink/75";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`on-dark relative isolate grid grid-rows-[1fr] overflow-hidden bg-forest ${height}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="slideshow"
      data-ready={embla ? "true" : "false"}
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
      <div ref={emblaRef} className="overflow-hidden">
        <div data-slideshow-track className="flex h-full touch-pan-y">
          {slides.map((slide, index) => {
            const active = index === selected;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={copy.slideLabel(index + 1, slides.length)}
                // Without JavaScript the slides show one under another (globals.css, `scripting:
                // none`), so none is hidden from assistive technology until Embla shows one at a time.
                aria-hidden={embla ? !active : undefined}
                data-active={active ? "true" : "false"}
                className="relative flex min-w-0 flex-[0_0_100%] flex-col justify-end"
              >
                {index === 0 || loadRest || active ? (
                  <picture>
                    {slide.portrait ? <source {...slide.portrait} /> : null}
                    <img
                      {...slide.image}
                      alt=""
                      className={`absolute inset-0 h-full w-full object-cover transition-transform duration-[5000ms] ease-out motion-reduce:transition-none ${
                        active ? "scale-100" : "scale-110"
                      }`}
                    />
                  </picture>
                ) : null}
                <div className="absolute inset-0 bg-gradient-to-t from-ink/80 via-ink/35 to-ink/10" aria-hidden="true" />
                <div className="relative mx-auto w-full max-w-7xl px-4 pt-12 pb-24 md:px-6 md:pb-28">
                  <p className="max-w-3xl font-display text-3xl leading-tight text-white md:text-5xl">
                    {typewriter ? (
                      <Typewriter text={slide.text} active={active} delayMs={index === 0 && firstShowing ? PAGE_COVER_MS : 0} />
                    ) : (
                      slide.text
                    )}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
