"use client";

import { Suspense, useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { dialogFailedCopy, loadingCopy } from "@content/interface";
import { buttonClass } from "./button-class";
import { lazyNamed } from "./lazy-named";
import { LoadFailureBoundary } from "./load-failure-boundary";
import type { Modal as ModalComponent } from "./modal";

const loadModal = () => import("./modal");
/** The dimmed layer under the loading spinner and the failure notice, in the dialog's place. */
const BACKDROP = "fixed inset-0 z-[80] grid place-items-center bg-ink/60 backdrop-blur-sm";
const Modal = lazyNamed(loadModal, "Modal");

/** Starts fetching the dialog's code ahead of the first open; call it when a visitor points at or focuses an opener. */
export function preloadModal() {
  // A failed preload is not an error yet: the open fetches again, and says so if that fails.
  loadModal().catch(() => undefined);
}

/**
 * The site's Modal, with its code (Radix Dialog: focus trap, scroll lock,
 * dismiss layers) fetched on the first open rather than with the page, so a
 * page of cards ships none of it up front. Once opened it stays mounted, so
 * closing still returns focus to the opener. While the code loads, a
 * backdrop with a spinner says so; if it cannot be fetched (the dialog's or
 * its content's), a notice says so and the page stays as it was.
 */
export function LazyModal(props: ComponentProps<typeof ModalComponent>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <LoadFailureBoundary fallback={props.open ? <ModalFailed onClose={props.onClose} /> : null}>
      <Suspense fallback={<ModalLoading />}>
        <Modal {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/**
 * In the dialog's place when its code could not be fetched: an alert dialog
 * with Reload the page and Close (or Escape), which gives focus back to the
 * opener. Tab stays between its two buttons (the focus trap's library is
 * what could not be fetched).
 */
function ModalFailed({ onClose }: { onClose: () => void }) {
  const messageId = useId();
  const reloadRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);
  useEffect(() => {
    openerRef.current = document.activeElement;
    closeRef.current?.focus();
  }, []);
  const close = () => {
    onClose();
    if (openerRef.current instanceof HTMLElement) openerRef.current.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
    if (event.key !== "Tab") return;
    const [first, last] = [reloadRef.current, closeRef.current];
    const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  };
  return (
    <div data-testid="modal-failed" className={`${BACKDROP} p-4`}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        className="grid max-w-md gap-4 rounded-xl bg-white p-6 shadow-xl"
        onKeyDown={onKeyDown}
      >
        <p id={messageId} className="text-ink">
          {dialogFailedCopy.message}
        </p>
        <div className="flex flex-wrap gap-3">
          <button ref={reloadRef} type="button" className={buttonClass()} onClick={() => window.location.reload()}>
            {dialogFailedCopy.reload}
          </button>
          <button ref={closeRef} type="button" className={buttonClass({ variant: "secondary" })} onClick={close}>
            {dialogFailedCopy.close}
          </button>
        </div>
      </div>
    </div>
  );
}

function ModalLoading() {
  return (
    <div role="status" data-testid="modal-loading" className={BACKDROP}>
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-white/40 border-t-white motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="sr-only">{loadingCopy.dialog}</span>
    </div>
  );
}
