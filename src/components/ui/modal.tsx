"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";

/**
 * The one dialog of the site (enquiry, property detail, bio, booking): Radix
 * Dialog traps focus, closes on Escape, the close button, Cancel and a
 * backdrop click, and returns focus to the element that opened it.
 * Controlled: open it by setting a selection; `onClose` clears the selection.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  cancelLabel = "Cancel",
  showCancel = true,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Visible text under the title, announced as the dialog's description. */
  description?: string;
  children?: ReactNode;
  cancelLabel?: string;
  showCancel?: boolean;
  size?: "md" | "lg";
}) {
  // Without a Dialog.Trigger, Radix would send focus nowhere on close: remember
  // the element focused when the dialog opened (the card's button) and return there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="modal-backdrop" className="fixed inset-0 z-[80] bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-[81] max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none md:p-8 ${
            size === "lg" ? "max-w-3xl" : "max-w-lg"
          }`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
            opener.current = null;
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-semibold text-forest">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 rounded p-2 text-ink-muted hover:bg-sand hover:text-ink"
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mt-2 text-ink-muted">{description}</Dialog.Description> : null}
          <div className="mt-4">{children}</div>
          {showCancel ? (
            <div className="mt-6 flex justify-end">
              <Dialog.Close className="rounded border border-forest px-4 py-2 font-semibold text-forest hover:bg-sand">
                {cancelLabel}
              </Dialog.Close>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
