import { theFirm } from "@content/the-firm";
import { GroupPurpose } from "@/components/ui/group-purpose";
import { Section } from "@/components/ui/section";

/** Who we are: the group's description beside its mission and vision. */
export function FirmWhoWeAre() {
  return (
    <Section id="who-we-are" title={theFirm.whoWeAre.title}>
      <GroupPurpose description={theFirm.overview} />
    </Section>
  );
}
