import { careers } from "@content/careers";
import { BusinessIntro } from "@/sections/business/business-intro";
import { VideoSection } from "@/sections/business/video-section";
import { CoreValues } from "@/sections/careers/core-values";
import { JoinOurTeam } from "@/sections/careers/join-our-team";
import { OpenPositions } from "@/sections/careers/open-positions";
import { openPositions } from "@/server/publishing/careers";
import { publishedGroupPurpose, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("careers");
/** Rendered again from the published positions at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

export default async function Page() {
  // A position whose last day to apply has passed leaves the page (and its own page) the next day.
  const [positions, purpose] = await Promise.all([openPositions(), publishedGroupPurpose()]);
  return (
    <>
      <BusinessIntro head={await publishedPageHead("careers")} intro={careers.intro} />
      <JoinOurTeam />
      <OpenPositions positions={positions} />
      <VideoSection id="where-you-would-work" {...careers.video} />
      <CoreValues values={purpose.coreValues} />
    </>
  );
}
