import { careers } from "@content/careers";
import { site } from "@content/site";
import { Section } from "@/components/ui/section";
import { Paragraphs } from "@/sections/business/paragraphs";

/** The group's four core values (content/site.ts). */
export function CoreValues() {
  const { title, intro } = careers.coreValues;
  return (
    <Section id="core-values" title={title} className="bg-white">
      <Paragraphs text={intro} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="core-values">
        {site.coreValues.map((value) => (
          <li key={value.title} className="rounded-xl border-t-4 border-gold bg-sand p-6">
            <h3 className="text-xl font-semibold">{value.title}</h3>
            <p className="mt-2 text-ink-muted">{value.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
