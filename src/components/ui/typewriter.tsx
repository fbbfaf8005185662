import type { CSSProperties } from "react";
import { TYPEWRITER_SPEED_MS } from "@content/constants";

/**
 * Types `text` out one character every `speedMs` (spec §9: 40 ms) while
 * `active`, with CSS alone (globals.css, `.typewriter`): each character is a
 * span whose visibility an animation delayed by its index holds back, so no
 * script runs per character and the space the whole text takes is kept from
 * the start (no layout shift). Assistive technology reads the whole text at
 * once; under reduced motion it shows whole. Inactive captions are plain text
 * (no character spans, so nothing to animate). `delayMs` holds the first
 * character back, e.g. until the page loader's cover has lifted.
 */
export function Typewriter({
  text,
  active = true,
  speedMs = TYPEWRITER_SPEED_MS,
  delayMs = 0,
}: {
  text: string;
  active?: boolean;
  speedMs?: number;
  delayMs?: number;
}) {
  const style = { "--typewriter-speed": `${speedMs}ms`, "--typewriter-delay": `${delayMs}ms` } as CSSProperties;
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-testid="typewriter" className="typewriter" style={style}>
        {active
          ? Array.from(text, (character, index) => (
              <span key={index} style={{ "--i": index } as CSSProperties}>
                {character}
              </span>
            ))
          : text}
      </span>
    </>
  );
}
