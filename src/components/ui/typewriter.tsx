"use client";

import { useEffect, useState } from "react";
import { TYPEWRITER_SPEED_MS } from "@content/constants";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * Types `text` out one character every `speedMs` (spec §9: 40 ms) while
 * `active`. Assistive technology reads the whole text at once; under reduced
 * motion, and without JavaScript, the whole text shows at once.
 */
export function Typewriter({ text, active = true, speedMs = TYPEWRITER_SPEED_MS }: { text: string; active?: boolean; speedMs?: number }) {
  const reduced = useReducedMotion();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!active || reduced) return;
    let shown = 0;
    // Start from an empty caption on the next frame, then one character per tick.
    const start = window.requestAnimationFrame(() => setCount(0));
    const timer = window.setInterval(() => {
      shown += 1;
      setCount(shown);
      if (shown >= text.length) window.clearInterval(timer);
    }, speedMs);
    return () => {
      window.cancelAnimationFrame(start);
      window.clearInterval(timer);
    };
  }, [active, reduced, speedMs, text]);

  const visible = count === null || reduced ? text : text.slice(0, count);
  return (
    <>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-testid="typewriter">
        {visible}
        {/* Reserve the full text's space so typing never shifts the layout. */}
        <span className="invisible">{text.slice(visible.length)}</span>
      </span>
    </>
  );
}
