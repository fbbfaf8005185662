"use client";

import { useState } from "react";
import { CARD_GRID_COLUMNS } from "@/components/ui/card-grid-layout";
import type { ImgProps } from "@/components/ui/image-props";
import { LazyModal, preloadModal } from "@/components/ui/lazy-modal";
import { buttonClass } from "@/components/ui/button-class";
import { portraitAlt } from "@content/interface";

export type BioPerson = {
  id: string;
  name: string;
  role: string;
  /** Shown under the role (board: committee chair etc.). */
  note?: string;
  bio: string;
  /** The board grid's preview: the bio's first 200 characters. */
  preview?: { text: string; truncated: boolean };
  /** The portrait in the grid or list, and in the bio modal: attributes computed on the server (bioPortraits). */
  img: ImgProps;
  modalImg: ImgProps;
};

/**
 * A grid (board) or list (executives) of people, each with a button that
 * opens the shared bio modal (spec §2 our-people; §4: closing clears the
 * selection, focus returns to the button that opened it).
 */
export function BioPeople({ people, variant, buttonLabel }: { people: BioPerson[]; variant: "grid" | "list"; buttonLabel: string }) {
  const [selected, setSelected] = useState<BioPerson | null>(null);
  const button = buttonClass({ variant: "secondary", size: "sm" });
  const bioButton = (person: BioPerson, className = button) => (
    <button
      type="button"
      className={className}
      aria-label={`${buttonLabel}: ${person.name}`}
      onClick={() => setSelected(person)}
      onPointerEnter={preloadModal}
      onFocus={preloadModal}
    >
      {buttonLabel}
    </button>
  );

  return (
    <>
      {variant === "grid" ? (
        <ul className={`grid gap-8 ${CARD_GRID_COLUMNS[3]}`} data-testid="board-grid">
          {people.map((person) => (
            <li
              key={person.id}
              id={person.id}
              data-testid="board-member"
              className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server (bioPortraits). */}
              <img {...person.img} alt={portraitAlt(person.name)} className="aspect-square h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold">{person.name}</h3>
                <p className="font-semibold text-deep-gold">{person.role}</p>
                {person.note ? <p className="text-sm text-ink-muted">{person.note}</p> : null}
                <p className="mt-3 flex-1 text-ink" data-testid="bio-preview">
                  {person.preview?.text ?? person.bio}
                  {person.preview?.truncated ? <span aria-hidden="true">…</span> : null}
                </p>
                <div className="mt-4">{bioButton(person)}</div>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="divide-y divide-ink/10 rounded-xl bg-white shadow-sm" data-testid="executive-list">
          {people.map((person) => (
            <li key={person.id} id={person.id} data-testid="executive" className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server (bioPortraits). */}
              <img {...person.img} alt={portraitAlt(person.name)} className="h-24 w-24 shrink-0 rounded-full object-cover" />
              <div className="flex-1">
                <h3 className="text-xl font-semibold">{person.name}</h3>
                <p className="text-ink-muted">{person.role}</p>
              </div>
              {bioButton(person, `${button} self-start sm:self-center`)}
            </li>
          ))}
        </ul>
      )}
      <LazyModal
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.name ?? ""}
        description={selected?.role}
        size="lg"
        closeOnBackdrop
      >
        {selected ? (
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server (bioPortraits). */}
            <img {...selected.modalImg} alt="" className="h-40 w-40 shrink-0 rounded-lg object-cover" />
            <p className="text-ink" data-testid="bio-full">
              {selected.bio}
            </p>
          </div>
        ) : null}
      </LazyModal>
    </>
  );
}
