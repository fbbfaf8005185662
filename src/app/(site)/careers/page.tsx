import { careers } from "@content/careers";
import { pageMetadata } from "@/lib/metadata";
import { BusinessIntro } from "@/sections/business/business-intro";
import { VideoSection } from "@/sections/business/video-section";
import { CoreValues } from "@/sections/careers/core-values";
import { JoinOurTeam } from "@/sections/careers/join-our-team";
import { OpenPositions } from "@/sections/careers/open-positions";

export const metadata = pageMetadata("careers");

export default function Page() {
  return (
    <>
      <BusinessIntro page="careers" intro={careers.intro} />
      <JoinOurTeam />
      <OpenPositions />
      <VideoSection id="where-you-would-work" {...careers.video} />
      <CoreValues />
    </>
  );
}
