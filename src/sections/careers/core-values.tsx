import { careers } from "@content/careers";
import { CoreValueCards } from "@/components/ui/core-value-cards";
import { Section } from "@/components/ui/section";
import { Paragraphs } from "@/sections/business/paragraphs";

/** The group's four core values (content/site.ts). */
export function CoreValues() {
  const { title, intro } = careers.coreValues;
  return (
    <Section id="core-values" title={title} className="bg-white">
      <Paragraphs text={intro} />
      <CoreValueCards className="mt-10" testId="core-values" />
    </Section>
  );
}
