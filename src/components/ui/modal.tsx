"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { dialogCopy } from "@content/interface";
import { Icon } from "@/components/ui/icon";

/**
 * The one dialog of the site (enquiry, property detail, bio, booking): Radix
 * Dialog traps focus, closes on Escape, the close button and Cancel, and
 * returns focus to the element that opened it. A backdrop click closes only
 * the dialogs that hold no form (`closeOnBackdrop`: property detail and bio,
 * spec §4), so a stray click never throws away what a visitor has typed.
 * Controlled: open it by setting a selection; `onClose` clears the selection.
 * The title with its close button and the footer with Cancel stay in view
 * while a long body (a bio, a form) scrolls between them, so a visitor on a
 * phone never has to scroll to find the way out. Scroll padding keeps what
 * is scrolled to (a focused field with an error, a form's status) clear of
 * those two bars.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  cancelLabel = dialogCopy.cancel,
  showCancel = true,
  size = "md",
  closeOnBackdrop = false,
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
  /** Whether a click on the backdrop closes the dialog (only where nothing can be lost). */
  closeOnBackdrop?: boolean;
}) {
  // Radix returns focus to a Dialog.Trigger; this modal is opened by any button
  // (controlled), so remember the element focused when it opened and return there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="modal-backdrop" className="fixed inset-0 z-[80] bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-[81] max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain scroll-pt-36 scroll-pb-24 rounded-xl bg-white shadow-2xl focus:outline-none ${
            size === "lg" ? "max-w-3xl" : "max-w-lg"
          }`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onPointerDownOutside={(event) => {
            if (!closeOnBackdrop) event.preventDefault();
          }}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 bg-white px-6 pt-6 pb-2 md:px-8 md:pt-8">
            <Dialog.Title className="font-display text-2xl font-semibold text-forest">{title}</Dialog.Title>
            <Dialog.Close aria-label={dialogCopy.close} className="-mt-1 -mr-2 rounded p-2 text-ink-muted hover:bg-sand hover:text-ink">
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <div className={`px-6 md:px-8 ${showCancel ? "pb-2" : "pb-6 md:pb-8"}`}>
            {description ? <Dialog.Description className="text-ink-muted">{description}</Dialog.Description> : null}
            <div className="mt-4">{children}</div>
          </div>
          {showCancel ? (
            <div
              className="sticky bottom-0 mt-4 flex justify-end border-t border-ink/10 bg-white px-6 py-4 md:px-8"
              data-testid="modal-footer"
            >
              <Dialog.Close className={buttonClass({ variant: "secondary", size: "sm" })}>{cancelLabel}</Dialog.Close>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
