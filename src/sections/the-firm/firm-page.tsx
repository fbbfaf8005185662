import type { GroupPurposeDoc } from "@content/site";
import type { TheFirmDoc } from "@content/the-firm";
import { PageIntro } from "@/components/ui/page-intro";
import { FirmGovernance } from "./governance";
import { FirmHeritage } from "./heritage";
import { FirmValues } from "./values";
import { FirmWhatWeDo } from "./what-we-do";
import { FirmWhoWeAre } from "./who-we-are";

/** /the-firm (the spec's "about" page) drawn from its document: mission, vision, heritage, the four businesses, governance. */
export function FirmPage({ content, purpose }: { content: TheFirmDoc; purpose: GroupPurposeDoc }) {
  return (
    <>
      <PageIntro page="theFirm" />
      <FirmWhoWeAre {...content} purpose={purpose} />
      <FirmHeritage {...content} />
      <FirmWhatWeDo {...content} />
      <FirmValues {...content} purpose={purpose} />
      <FirmGovernance {...content} />
    </>
  );
}
