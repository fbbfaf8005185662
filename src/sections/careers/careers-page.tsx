import type { CareersPageDoc, Position } from "@content/careers";
import type { PageHead } from "@content/pages";
import type { GroupPurposeDoc } from "@content/site";
import { BusinessIntro } from "@/sections/business/business-intro";
import { VideoSection } from "@/sections/business/video-section";
import { CoreValues } from "./core-values";
import { JoinOurTeam } from "./join-our-team";
import { OpenPositions } from "./open-positions";

/** /careers drawn from HR's page document (published, or a draft in the preview; decision 157) around the open positions. */
export function CareersPage({
  content,
  pageHead,
  positions,
  values,
}: {
  content: CareersPageDoc;
  pageHead: PageHead;
  positions: readonly { key: string; data: Position }[];
  values: GroupPurposeDoc["coreValues"];
}) {
  return (
    <>
      <BusinessIntro head={pageHead} intro={content.intro} />
      <JoinOurTeam copy={content.joinOurTeam} />
      <OpenPositions positions={positions} copy={content.positions} />
      <VideoSection id="where-you-would-work" {...content.video} />
      <CoreValues values={values} copy={content.coreValues} />
    </>
  );
}
