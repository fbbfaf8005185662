"use client";

import { useEffect, useRef, useState, type CSSProperties } from "react";
import { MARQUEE_CYCLE_S } from "@content/constants";
import { Icon } from "./icon";
import { mediaCopy } from "@content/interface";

/**
 * A scrolling banner (spec §2, §9: one cycle every 20 s). The items are
 * rendered twice so the loop is seamless; the copy is hidden from assistive
 * technology. Pauses while hovered or focused (CSS) and with its pause
 * control (WCAG 2.2.2); still under prefers-reduced-motion, where the
 * control is not needed and not shown. Without JavaScript it is still too
 * (globals.css), since the control needs the script. Off screen it stands
 * still (an IntersectionObserver marks it), so the compositor has nothing to
 * redraw that nobody sees.
 */
export function Marquee({ items, label }: { items: string[]; label: string }) {
  const [paused, setPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(true);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const list = (copy: boolean) => (
    <ul className="flex shrink-0 items-center" aria-hidden={copy || undefined}>
      {items.map((item) => (
        <li key={item} className="flex items-center gap-8 pr-8 font-display text-xl whitespace-nowrap md:text-2xl">
          {item}
          <span aria-hidden="true" className="text-gold">
            ◆
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-label={label}
      ref={region}
      className="marquee on-dark relative flex items-center gap-3 bg-forest py-5 text-white"
      data-testid="marquee"
      data-paused={paused ? "true" : "false"}
      data-offscreen={onScreen ? undefined : "true"}
      style={{ "--marquee-cycle": `${MARQUEE_CYCLE_S}s` } as CSSProperties}
    >
      <div className="min-w-0 flex-1 overflow-hidden">
        <div className="marquee-track flex w-max" data-testid="marquee-track">
          {list(false)}
          {list(true)}
        </div>
      </div>
      <button
        type="button"
        data-needs-script
        onClick={() => setPaused((p) => !p)}
        className="mr-4 flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/10 motion-reduce:hidden md:mr-6"
        aria-label={paused ? mediaCopy.play("banner") : mediaCopy.pause("banner")}
      >
        <Icon name={!paused ? "pause" : "play"} size={16} />
      </button>
    </section>
  );
}
