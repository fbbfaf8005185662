import type { GroupPurposeDoc } from "@content/site";
import type { TheFirmDoc } from "@content/the-firm";
import { GroupPurpose } from "@/components/ui/group-purpose";
import { Section } from "@/components/ui/section";

/** Who we are: the group's description beside its mission and vision. */
export function FirmWhoWeAre({ whoWeAre, overview, purpose }: Pick<TheFirmDoc, "whoWeAre" | "overview"> & { purpose: GroupPurposeDoc }) {
  return (
    <Section id="who-we-are" title={whoWeAre.title}>
      <GroupPurpose description={overview} purpose={purpose} />
    </Section>
  );
}
