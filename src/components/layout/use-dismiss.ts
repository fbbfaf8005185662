"use client";

import { useEffect, type RefObject } from "react";

/**
 * Closes an open disclosure (the bar's dropdown, the mobile menu) the way a
 * visitor expects: Escape (focus goes back to `returnFocusTo` when it was
 * inside), a pointer press outside `containerRef`, or focus leaving it.
 * `returnFocusTo` is the disclosure's own toggle and counts as inside: a
 * press on it is left to its click, which closes (dismissing it on the press
 * first would let the click open it again).
 */
export function useDismiss(
  containerRef: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    if (!container) return;
    const inside = (node: Node) => container.contains(node) || Boolean(returnFocusTo?.current?.contains(node));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusWasInside = container.contains(document.activeElement);
      onDismiss();
      if (focusWasInside) returnFocusTo?.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !inside(event.target)) onDismiss();
    };
    const onFocusOut = (event: FocusEvent) => {
      // relatedTarget null: focus left the document (or went to a non-focusable click); the pointer handler decides then.
      if (event.relatedTarget instanceof Node && !inside(event.relatedTarget)) onDismiss();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    container.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      container.removeEventListener("focusout", onFocusOut);
    };
  }, [containerRef, open, onDismiss, returnFocusTo]);
}
