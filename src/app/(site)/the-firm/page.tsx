import Link from "next/link";
import { theFirm } from "@content/the-firm";
import { site } from "@content/site";
import { PageIntro } from "@/components/ui/page-intro";
import { GroupPurpose } from "@/components/ui/group-purpose";
import { Section } from "@/components/ui/section";
import { pageMetadata } from "@/lib/metadata";
import { buttonClass } from "@/components/ui/button-class";

export const metadata = pageMetadata("theFirm");

/** /the-firm (the spec's "about" page): mission, vision, heritage, the four businesses, governance. */
export default function TheFirmPage() {
  return (
    <>
      <PageIntro page="theFirm" />
      <Section id="who-we-are" title="Who we are">
        <GroupPurpose description={theFirm.overview} />
      </Section>
      <Section id="heritage" title={theFirm.heritage.title} className="bg-white">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {theFirm.heritage.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="what-we-do" title="What we do">
        <ul className="grid gap-6 sm:grid-cols-2">
          {theFirm.businesses.map((business) => (
            <li key={business.name} className="rounded-xl border border-forest/15 bg-white p-6">
              <h3 className="text-2xl font-semibold">{business.name}</h3>
              <p className="mt-2 text-ink">{business.summary}</p>
              <Link href={business.link} className="mt-4 inline-block font-semibold text-forest underline underline-offset-4">
                Learn more<span className="sr-only"> about {business.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="values" title="Our core values" className="bg-white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {site.coreValues.map((value) => (
            <li key={value.title} className="rounded-xl bg-sand p-6">
              <h3 className="text-xl font-semibold">{value.title}</h3>
              <p className="mt-2">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="governance" title={theFirm.governance.title}>
        <p className="max-w-3xl text-lg leading-relaxed">{theFirm.governance.text}</p>
        <p className="mt-6 flex flex-wrap gap-4">
          <Link href="/our-people" className={buttonClass()}>
            Meet our people
          </Link>
          <Link href="/whistleblow" className={buttonClass({ variant: "secondary" })}>
            Report a concern
          </Link>
        </p>
      </Section>
    </>
  );
}
