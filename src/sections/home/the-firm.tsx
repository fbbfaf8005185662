import Link from "next/link";
import type { HomeDoc } from "@content/home";
import type { GroupPurposeDoc } from "@content/site";
import { Reveal } from "@/components/ui/reveal";
import { GroupPurpose } from "@/components/ui/group-purpose";
import { Section } from "@/components/ui/section";
import { CARD_SIZES, CardImage } from "./card-image";

/** The Firm: mission, vision, description and three cards; the target of /#insights. */
export function HomeTheFirm({ home, purpose }: { home: HomeDoc; purpose: GroupPurposeDoc }) {
  const { firm } = home;
  return (
    <Section id="insights" eyebrow={firm.eyebrow} title={firm.title}>
      <GroupPurpose description={firm.description} purpose={purpose} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {firm.cards.map((card, i) => (
          <li key={card.title}>
            <Reveal index={i} className="group relative h-full overflow-hidden rounded-xl bg-white shadow-sm">
              <CardImage src={card.image} sizes={CARD_SIZES.three} />
              <div className="p-6">
                <h3 className="text-2xl font-semibold">
                  <Link href={card.link} className="after:absolute after:inset-0 group-hover:underline">
                    {card.title}
                  </Link>
                </h3>
                <p className="mt-2 text-ink">{card.description}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
    </Section>
  );
}
