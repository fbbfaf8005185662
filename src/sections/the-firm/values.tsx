import type { GroupPurposeDoc } from "@content/site";
import type { TheFirmDoc } from "@content/the-firm";
import { CoreValueCards } from "@/components/ui/core-value-cards";
import { Section } from "@/components/ui/section";

/** Our core values: the group's four, as published. */
export function FirmValues({ values, purpose }: Pick<TheFirmDoc, "values"> & { purpose: GroupPurposeDoc }) {
  return (
    <Section id="values" title={values.title} className="bg-white">
      <CoreValueCards values={purpose.coreValues} />
    </Section>
  );
}
