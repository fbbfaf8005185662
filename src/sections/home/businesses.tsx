import Link from "next/link";
import type { OurBusinessesDoc } from "@content/businesses";
import { home } from "@content/home";
import { Reveal } from "@/components/ui/reveal";
import { Section } from "@/components/ui/section";
import { CARD_SIZES, CardImage } from "./card-image";
import { NewTabNote } from "@/components/ui/new-tab-note";
import { buttonClass } from "@/components/ui/button-class";
import { Icon } from "@/components/ui/icon";

const learnMore = buttonClass({ size: "sm", className: "mt-5" });

/** Our Businesses: four cards, each with Learn More (an external site in a new tab, or our own page); `content` as published. */
export function HomeBusinesses({ content }: { content: OurBusinessesDoc }) {
  const copy = home.businesses;
  return (
    <Section id="our-businesses" eyebrow={content.eyebrow} title={content.title}>
      <p className="max-w-3xl text-lg">{content.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.cards.map((business, i) => {
          const external = business.learnMoreLink.startsWith("https://");
          const label = (
            <>
              {copy.learnMore}
              <span className="sr-only">{copy.learnMoreAbout(business.title)}</span>
              {external ? <NewTabNote /> : null}
            </>
          );
          return (
            <li key={business.title}>
              <Reveal index={i} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm">
                <CardImage src={business.img} sizes={CARD_SIZES.four} />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl font-semibold">{business.title}</h3>
                  <div className="mt-2 space-y-2 text-ink">
                    {business.description.map((p) => (
                      <p key={p.slice(0, 32)}>{p}</p>
                    ))}
                  </div>
                  <details className="mt-3 text-ink-muted">
                    <summary className="cursor-pointer font-medium text-forest">{copy.inDetail}</summary>
                    <p className="mt-2">{business.detailedDescription}</p>
                  </details>
                  <div className="mt-auto">
                    {external ? (
                      <a href={business.learnMoreLink} target="_blank" rel="noopener noreferrer" className={learnMore}>
                        {label}
                        <Icon name="external" size={14} />
                      </a>
                    ) : (
                      <Link href={business.learnMoreLink} className={learnMore}>
                        {label}
                      </Link>
                    )}
                  </div>
                </div>
              </Reveal>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
