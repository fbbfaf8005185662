import type { CareersPageDoc } from "@content/careers";
import type { GroupPurposeDoc } from "@content/site";
import { CoreValueCards } from "@/components/ui/core-value-cards";
import { Section } from "@/components/ui/section";
import { Paragraphs } from "@/sections/business/paragraphs";

/** The group's four core values, as published. */
export function CoreValues({ values, copy }: { values: GroupPurposeDoc["coreValues"]; copy: CareersPageDoc["coreValues"] }) {
  const { title, intro } = copy;
  return (
    <Section id="core-values" title={title} className="bg-white">
      <Paragraphs text={intro} />
      <CoreValueCards values={values} className="mt-10" testId="core-values" />
    </Section>
  );
}
