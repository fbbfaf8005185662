import type { TheFirmDoc } from "@content/the-firm";
import { CoreValueCards } from "@/components/ui/core-value-cards";
import { Section } from "@/components/ui/section";

/** Our core values: the four values of content/site.ts. */
export function FirmValues({ values }: Pick<TheFirmDoc, "values">) {
  return (
    <Section id="values" title={values.title} className="bg-white">
      <CoreValueCards />
    </Section>
  );
}
