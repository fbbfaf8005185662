"use client";

import { Suspense, useState, type ComponentProps } from "react";
import { loadingCopy } from "@content/interface";
import { lazyNamed } from "./lazy-named";
import type { Modal as ModalComponent } from "./modal";

const loadModal = () => import("./modal");
const Modal = lazyNamed(loadModal, "Modal");

/** Starts fetching the dialog's code ahead of the first open; call it when a visitor points at or focuses an opener. */
export function preloadModal() {
  void loadModal();
}

/**
 * The site's Modal, with its code (Radix Dialog: focus trap, scroll lock,
 * dismiss layers) fetched on the first open rather than with the page, so a
 * page of cards ships none of it up front. Once opened it stays mounted, so
 * closing still returns focus to the opener. While the code loads, a
 * backdrop with a spinner says so.
 */
export function LazyModal(props: ComponentProps<typeof ModalComponent>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<ModalLoading />}>
      <Modal {...props} />
    </Suspense>
  );
}

function ModalLoading() {
  return (
    <div role="status" data-testid="modal-loading" className="fixed inset-0 z-[80] grid place-items-center bg-ink/60 backdrop-blur-sm">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-white/40 border-t-white motion-reduce:animate-none" aria-hidden="true" />
      <span className="sr-only">{loadingCopy.dialog}</span>
    </div>
  );
}
