import Link from "next/link";
import type { HomeDoc } from "@content/home";
import type { GroupPurposeDoc } from "@content/site";
import { Reveal } from "@/components/ui/reveal";
import { Section } from "@/components/ui/section";
import { CARD_SIZES, CardImage } from "./card-image";
import { buttonClass } from "@/components/ui/button-class";

/** Our Core Values: four cards and a link to our people. */
export function HomeCoreValues({ home, purpose }: { home: HomeDoc; purpose: GroupPurposeDoc }) {
  const { coreValues } = home;
  return (
    <Section id="core-values" title={coreValues.title}>
      <p className="max-w-3xl text-lg">{coreValues.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {purpose.coreValues.map((value, i) => (
          <li key={value.title}>
            <Reveal index={i} className="h-full overflow-hidden rounded-xl bg-white shadow-sm">
              <CardImage src={coreValues.images[i]!} sizes={CARD_SIZES.four} />
              <div className="p-6">
                <h3 className="text-xl font-semibold">{value.title}</h3>
                <p className="mt-2">{value.text}</p>
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <Link href={coreValues.link.href} className={buttonClass()}>
          {coreValues.link.label}
        </Link>
      </p>
    </Section>
  );
}
