import type { CSSProperties, ReactNode } from "react";
import { HOME_CARD_STAGGER_S } from "@content/constants";

/**
 * A card that animates in (fade and rise) when 30% of it is visible (spec §4,
 * §9), `index × stagger` seconds after its group starts. Server-rendered and
 * visible: only <RevealObserver/> (mounted once by the page) hides the cards
 * that are still off screen, so without JavaScript, and under reduced motion,
 * everything simply shows. Only opacity and transform change: no layout shift.
 */
export function Reveal({
  index = 0,
  stagger = HOME_CARD_STAGGER_S,
  className = "",
  children,
}: {
  index?: number;
  /** Seconds between neighbouring cards (spec §9: 0.2 s on home, 0.1 s on staff cards). */
  stagger?: number;
  className?: string;
  children: ReactNode;
}) {
  const style = { "--reveal-delay": `${Math.round(index * stagger * 1000)}ms` } as CSSProperties;
  return (
    <div data-reveal="" className={className} style={style}>
      {children}
    </div>
  );
}
