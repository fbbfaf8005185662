"use client";

import { useEffect, useState } from "react";

/**
 * `value` once it has stopped changing for `ms`: a live region fed with it
 * speaks once when the visitor pauses, not at every keystroke. An empty
 * value is taken at once (nothing left to announce).
 */
export function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), value ? ms : 0);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
