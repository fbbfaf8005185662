import { StaticImage as Image } from "@/components/ui/static-image";
import type { CSSProperties } from "react";
import type { StaffCard as StaffCardData } from "@content/schema";
import { STAFF_CARD_STAGGER_S, mailtoHref, telHref } from "@content/site";
import { staffCardCopy as copy } from "@content/staff";
import { vCardFileName } from "@/lib/vcard";
import { buttonClass } from "@/components/ui/button-class";
import { portraitAlt } from "@content/interface";
import { Icon } from "@/components/ui/icon";

/** Animation delay of the i-th part of the card: STAFF_CARD_STAGGER_S (0.1 s, spec §9) apart. */
function staggerDelay(index: number): CSSProperties {
  return { animationDelay: `${(index * STAFF_CARD_STAGGER_S).toFixed(1)}s` };
}

/**
 * A staff member's contact card (spec §2 Staff card pages): photo, name,
 * position, company, tel: and mailto: links, and a Save contact button that
 * downloads a vCard 4.0. The parts rise in one after another, 0.1 s apart.
 */
export function StaffCard({ person, headingLevel = "h1" }: { person: StaffCardData; headingLevel?: "h1" | "h2" }) {
  const Heading = headingLevel; // the back office's preview has a heading of its own
  const fullName = `${person.name} ${person.surname}`;
  let step = 0;
  const part = () => ({ className: "rise-in", style: staggerDelay(step++), "data-stagger": "" });
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16">
      <article className="w-full overflow-hidden rounded-2xl bg-white shadow-xl" data-testid="staff-card">
        <div {...part()}>
          <Image
            src={person.image}
            alt={portraitAlt(fullName)}
            sizes="(min-width: 448px) 448px, 100vw"
            preload
            className="h-auto w-full bg-sand-200"
          />
        </div>
        <div className="p-6">
          <Heading {...part()} className="rise-in text-3xl font-semibold">
            {fullName}
          </Heading>
          <p {...part()} className="rise-in mt-1 text-lg text-ink">
            {person.position}
          </p>
          <p {...part()} className="rise-in text-ink-muted">
            {person.company}
          </p>
          <ul className="mt-4 space-y-2">
            <li {...part()}>
              <span className="sr-only">{copy.phone}</span>
              <a className="text-forest underline underline-offset-4" href={telHref(person.phone)}>
                {person.phone}
              </a>
            </li>
            <li {...part()}>
              <span className="sr-only">{copy.email}</span>
              <a className="wrap-anywhere text-forest underline underline-offset-4" href={mailtoHref(person.email)}>
                {person.email}
              </a>
            </li>
          </ul>
          <div {...part()} className="rise-in mt-6">
            <a href={`/vcard/${person.slug}`} download={vCardFileName(person)} className={buttonClass()}>
              <Icon name="download" size={18} />
              {copy.save}
              <span className="sr-only">{copy.saveAbout(fullName)}</span>
            </a>
          </div>
        </div>
      </article>
    </div>
  );
}
