import type { PageHead } from "@content/pages";
import type { GroupPurposeDoc } from "@content/site";
import type { TheFirmDoc } from "@content/the-firm";
import { PageIntro } from "@/components/ui/page-intro";
import { FirmGovernance } from "./governance";
import { FirmHeritage } from "./heritage";
import { FirmValues } from "./values";
import { FirmWhatWeDo } from "./what-we-do";
import { FirmWhoWeAre } from "./who-we-are";

/** /the-firm (the spec's "about" page) drawn from its document: mission, vision, heritage, the four businesses, governance. */
export function FirmPage({ content, purpose, head }: { content: TheFirmDoc; purpose: GroupPurposeDoc; head: PageHead }) {
  return (
    <>
      <PageIntro head={head} />
      <FirmWhoWeAre {...content} purpose={purpose} />
      <FirmHeritage {...content} />
      <FirmWhatWeDo {...content} />
      <FirmValues {...content} purpose={purpose} />
      <FirmGovernance {...content} />
    </>
  );
}
