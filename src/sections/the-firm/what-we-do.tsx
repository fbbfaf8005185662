import Link from "next/link";
import { theFirm, type TheFirmDoc } from "@content/the-firm";
import { Section } from "@/components/ui/section";

/** What we do: the four businesses, each with a link to its page. */
export function FirmWhatWeDo({ whatWeDo, businesses }: Pick<TheFirmDoc, "whatWeDo" | "businesses">) {
  return (
    <Section id="what-we-do" title={whatWeDo.title}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {businesses.map((business) => (
          <li key={business.name} className="rounded-xl border border-forest/15 bg-white p-6">
            <h3 className="text-2xl font-semibold">{business.name}</h3>
            <p className="mt-2 text-ink">{business.summary}</p>
            <Link href={business.link} className="mt-4 inline-block font-semibold text-forest underline underline-offset-4">
              {whatWeDo.learnMore}
              <span className="sr-only">{theFirm.whatWeDo.learnMoreAbout(business.name)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
