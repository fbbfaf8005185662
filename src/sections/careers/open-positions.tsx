import { careers, type CareersPageDoc, type Position } from "@content/careers";
import { mailtoHref, site } from "@content/site";
import { CardGrid } from "@/components/ui/card-grid";
import { cardGridImage } from "@/components/ui/card-grid-image";
import { Section } from "@/components/ui/section";
import { positionPath } from "@/lib/positions";
import { Paragraphs } from "@/sections/business/paragraphs";
import { buttonClass } from "@/components/ui/button-class";

/**
 * Open Positions: one card per published position (HR publish them in the
 * back office) with Apply Now (a mailto to HR, the position as subject); its
 * title links to its own page, which carries its JobPosting data (a listing
 * carries none).
 */
export function OpenPositions({
  positions: items,
  copy: { title, intro },
}: {
  positions: readonly { key: string; data: Position }[];
  copy: CareersPageDoc["positions"];
}) {
  const { locationLabel, applyLabel } = careers.positions;
  return (
    <Section id="open-positions" title={title} className="bg-white">
      <Paragraphs text={intro} />
      <div className="mt-10">
        <CardGrid
          labelledBy="open-positions-heading"
          cards={items.map(({ key, data: position }) => ({
            key,
            title: position.title,
            href: positionPath(key),
            img: cardGridImage(position.img),
            body: (
              <>
                <p className="font-semibold text-ink" data-testid="position-location">
                  <span className="sr-only">{locationLabel}</span>
                  {position.subtitle}
                </p>
                <p className="mt-2">{position.description}</p>
              </>
            ),
            footer: (
              <a
                href={mailtoHref(site.mailboxes.hr, position.title)}
                aria-label={`${applyLabel}: ${position.title}`}
                className={buttonClass()}
              >
                {applyLabel}
              </a>
            ),
          }))}
        />
      </div>
    </Section>
  );
}
