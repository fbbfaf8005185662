"use client";

import Link from "next/link";
import { useId, useState, type ReactNode } from "react";
import { CARD_GRID_COLUMNS as COLUMNS, type CardGridColumns } from "./card-grid-layout";
import type { ImgProps } from "./image-props";
import { Icon } from "./icon";
import { LazyModal, preloadModal } from "./lazy-modal";

/** What a card shows: an image, its title, then any body and footer. */
export type CardFace = {
  key: string;
  title: string;
  /** The image's attributes from cardGridImage (server): decorative, the title beside it names the card. */
  img: ImgProps;
  body?: ReactNode;
  footer?: ReactNode;
  /** The card's own page, when it has one: its title links there. */
  href?: string;
};

/** What choosing a card does, shown at its foot ("Request a booking"); the card's button is described by it. */
type CardAction = { text: string; id: string };

function Card({ face, title, action }: { face: CardFace; title: ReactNode; action?: CardAction }) {
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
        {action ? (
          // Hidden from the reading order (the title's button is the card's one control, described by this text), so it is not read twice.
          <p
            id={action.id}
            aria-hidden="true"
            className="mt-4 flex items-center gap-1.5 font-semibold text-forest group-hover:underline group-hover:underline-offset-4"
          >
            {action.text}
            <Icon name="arrow-right" size={16} className="transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
          </p>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A responsive grid of image cards. `labelledBy`: the id of the heading that names the list (its section's),
 * rather than an aria-label, which validators flag on a list.
 */
export function CardGrid({ cards, columns = 3, labelledBy }: { cards: CardFace[]; columns?: CardGridColumns; labelledBy?: string }) {
  return (
    <ul className={`grid gap-6 ${COLUMNS[columns]}`} aria-labelledby={labelledBy} data-testid="card-grid">
      {cards.map((face) => (
        <li key={face.key}>
          <Card
            face={face}
            title={
              face.href ? (
                <Link href={face.href} className="underline-offset-4 hover:underline">
                  {face.title}
                </Link>
              ) : (
                face.title
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}

export type { CardGridColumns };

export type CardModal = { title: string; description?: string; size?: "md" | "lg"; content: ReactNode; closeOnBackdrop?: boolean };

/**
 * A card grid whose cards open a modal about the chosen item. Each card's
 * title is a button (its accessible name is the title, its description the
 * action shown at the card's foot; the whole card is its click area), so
 * cards open by keyboard too. The modal opens on the selection and `onClose`
 * clears it; focus then returns to the card's button.
 */
export function SelectableCardGrid<T>({
  items,
  card,
  action,
  modal,
  columns = 3,
  labelledBy,
  preload,
}: {
  items: T[];
  card: (item: T) => CardFace;
  /** What opening a card does, shown on every card, e.g. "Request a booking". */
  action: string;
  modal: (item: T, close: () => void) => CardModal;
  columns?: CardGridColumns;
  /** The id of the heading that names the list. */
  labelledBy?: string;
  /** Fetches code the modal's content needs; called, with the modal's own, when a visitor points at or focuses a card. */
  preload?: () => unknown;
}) {
  const intent = () => {
    preloadModal();
    // As preloadModal: the open fetches again if this fails.
    Promise.resolve(preload?.()).catch(() => undefined);
  };
  const [selected, setSelected] = useState<T | null>(null);
  const close = () => setSelected(null);
  const open = selected === null ? null : modal(selected, close);
  const id = useId();
  return (
    <>
      <ul className={`grid gap-6 ${COLUMNS[columns]}`} aria-labelledby={labelledBy} data-testid="card-grid">
        {items.map((item, index) => {
          const face = card(item);
          const actionId = `${id}-${index}-action`;
          const title = (
            <button
              type="button"
              id={`${id}-${index}`}
              onClick={() => setSelected(item)}
              onPointerEnter={intent}
              onFocus={intent}
              aria-haspopup="dialog"
              aria-describedby={actionId}
              className="text-left after:absolute after:inset-0 after:content-[''] hover:text-forest-700 focus-visible:outline-offset-4"
            >
              {face.title}
            </button>
          );
          return (
            <li key={face.key}>
              <Card face={face} title={title} action={{ text: action, id: actionId }} />
            </li>
          );
        })}
      </ul>
      <LazyModal
        open={open !== null}
        onClose={close}
        title={open?.title ?? ""}
        description={open?.description}
        size={open?.size}
        closeOnBackdrop={open?.closeOnBackdrop}
      >
        {open?.content}
      </LazyModal>
    </>
  );
}
