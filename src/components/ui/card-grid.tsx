"use client";

import { useId, useState, type ReactNode } from "react";
import { CARD_GRID_COLUMNS as COLUMNS, type CardGridColumns } from "./card-grid-layout";
import type { ImgProps } from "./image-props";
import { LazyModal, preloadModal } from "./lazy-modal";

/** What a card shows: an image, its title, then any body and footer. */
export type CardFace = {
  key: string;
  title: string;
  /** The image's attributes from cardGridImage (server): decorative, the title beside it names the card. */
  img: ImgProps;
  body?: ReactNode;
  footer?: ReactNode;
};

function Card({ face, title }: { face: CardFace; title: ReactNode }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <div className="overflow-hidden">
        {/* eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's, computed on the server (cardGridImage). */}
        <img
          {...face.img}
          alt=""
          className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-semibold">{title}</h3>
        {face.body ? <div className="mt-2 flex-1 text-ink-muted">{face.body}</div> : null}
        {face.footer ? <div className="mt-4">{face.footer}</div> : null}
      </div>
    </article>
  );
}

/** A responsive grid of image cards. */
export function CardGrid({ cards, columns = 3, label }: { cards: CardFace[]; columns?: CardGridColumns; label?: string }) {
  return (
    <ul className={`grid gap-6 ${COLUMNS[columns]}`} aria-label={label} data-testid="card-grid">
      {cards.map((face) => (
        <li key={face.key}>
          <Card face={face} title={face.title} />
        </li>
      ))}
    </ul>
  );
}

export type { CardGridColumns };

export type CardModal = { title: string; description?: string; size?: "md" | "lg"; content: ReactNode; closeOnBackdrop?: boolean };

/**
 * A card grid whose cards open a modal about the chosen item. Each card's
 * title is a button (its accessible name is the title; the whole card is its
 * click area), so cards open by keyboard too. The modal opens on the
 * selection and `onClose` clears it; focus then returns to the card's button.
 */
export function SelectableCardGrid<T>({
  items,
  card,
  modal,
  columns = 3,
  label,
  preload,
}: {
  items: T[];
  card: (item: T) => CardFace;
  modal: (item: T, close: () => void) => CardModal;
  columns?: CardGridColumns;
  label?: string;
  /** Fetches code the modal's content needs; called, with the modal's own, when a visitor points at or focuses a card. */
  preload?: () => unknown;
}) {
  const intent = () => {
    preloadModal();
    void preload?.();
  };
  const [selected, setSelected] = useState<T | null>(null);
  const close = () => setSelected(null);
  const open = selected === null ? null : modal(selected, close);
  const id = useId();
  return (
    <>
      <ul className={`grid gap-6 ${COLUMNS[columns]}`} aria-label={label} data-testid="card-grid">
        {items.map((item, index) => {
          const face = card(item);
          const title = (
            <button
              type="button"
              id={`${id}-${index}`}
              onClick={() => setSelected(item)}
              onPointerEnter={intent}
              onFocus={intent}
              aria-haspopup="dialog"
              className="text-left after:absolute after:inset-0 after:content-[''] hover:text-forest-700 focus-visible:outline-offset-4"
            >
              {face.title}
            </button>
          );
          return (
            <li key={face.key}>
              <Card face={face} title={title} />
            </li>
          );
        })}
      </ul>
      <LazyModal open={open !== null} onClose={close} title={open?.title ?? ""} description={open?.description} size={open?.size} closeOnBackdrop={open?.closeOnBackdrop}>
        {open?.content}
      </LazyModal>
    </>
  );
}
