import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { FirmGovernance } from "@/sections/the-firm/governance";
import { FirmHeritage } from "@/sections/the-firm/heritage";
import { FirmValues } from "@/sections/the-firm/values";
import { FirmWhatWeDo } from "@/sections/the-firm/what-we-do";
import { FirmWhoWeAre } from "@/sections/the-firm/who-we-are";

export const metadata = pageMetadata("theFirm");

/** /the-firm (the spec's "about" page): mission, vision, heritage, the four businesses, governance. */
export default function TheFirmPage() {
  return (
    <>
      <PageIntro page="theFirm" />
      <FirmWhoWeAre />
      <FirmHeritage />
      <FirmWhatWeDo />
      <FirmValues />
      <FirmGovernance />
    </>
  );
}
