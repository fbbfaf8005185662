"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { publishedItemsCopy as words } from "@content/admin-published-items";

/**
 * Wraps an editor's form: once anything in it is changed, leaving by a link,
 * by another form (publish, schedule, revert, sign out) or by closing or
 * reloading the tab asks first, since those act on, or show, the last saved
 * version and the typed text would be lost. The form's own submits are not
 * asked about; a save that succeeds shows the editor anew (keyed by the
 * item's revision), which starts clean.
 */
export function UnsavedChanges({ children }: { children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const dirty = useRef(false);

  useEffect(() => {
    const leaving = () => !dirty.current || window.confirm(words.unsaved);
    // Capture phase on the document: before Next.js's links and React's form actions, which both honour a prevented event.
    const onClick = (event: MouseEvent) => {
      if (!dirty.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window keeps this one
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link || link.getAttribute("target") === "_blank" || link.hasAttribute("download")) return;
      if (!leaving()) event.preventDefault();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!dirty.current || area.current?.contains(event.target as Node)) return;
      if (!leaving()) event.preventDefault();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);

  return (
    <div ref={area} onInput={() => (dirty.current = true)}>
      {children}
    </div>
  );
}
