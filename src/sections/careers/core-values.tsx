import { careers } from "@content/careers";
import type { GroupPurposeDoc } from "@content/site";
import { CoreValueCards } from "@/components/ui/core-value-cards";
import { Section } from "@/components/ui/section";
import { Paragraphs } from "@/sections/business/paragraphs";

/** The group's four core values, as published. */
export function CoreValues({ values }: { values: GroupPurposeDoc["coreValues"] }) {
  const { title, intro } = careers.coreValues;
  return (
    <Section id="core-values" title={title} className="bg-white">
      <Paragraphs text={intro} />
      <CoreValueCards values={values} className="mt-10" testId="core-values" />
    </Section>
  );
}
