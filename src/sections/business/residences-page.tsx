import type { PageHead } from "@content/pages";
import Link from "next/link";
import type { ResidencesContent } from "@content/residences";
import { site } from "@content/site";
import { withCardImages } from "@/components/ui/card-grid-image";
import { KeyFigures } from "@/components/ui/key-figures";
import { VisionMission } from "@/components/ui/vision-mission";
import { formatWholeNaira } from "@/lib/money";
import { BusinessIntro } from "./business-intro";
import { BusinessSlideshow } from "./business-slideshow";
import { CopySection } from "./copy-section";
import { ProfilesSection } from "./profiles-section";
import { RoomGrid } from "./room-grid";
import { VideoSection } from "./video-section";
import { buttonClass } from "@/components/ui/button-class";

/** The page /residences draws from its document (the published one, or a draft in the preview; decision 150). */
export function ResidencesPage({ content, pageHead }: { content: ResidencesContent; pageHead: PageHead }) {
  const { rooms, agents, head } = content;
  return (
    <>
      <BusinessIntro head={pageHead} intro={content.intro} />
      <BusinessSlideshow slides={content.slides} label={content.slideshowLabel} />
      <VisionMission id="vision-mission" first="vision" {...content.visionMission} />
      <VideoSection id="life-at-the-residences" {...content.video} />
      <KeyFigures id="key-facts" {...content.keyFacts} />
      <CopySection id="book-now" title={rooms.title} intro={rooms.intro}>
        <RoomGrid
          items={withCardImages(rooms.items, (room) => room.img, 4)}
          averageBooking={formatWholeNaira(rooms.averageBookingNgn)}
          averageBookingLabel={rooms.averageBookingLabel}
          action={rooms.cardAction}
          modalTitle={rooms.modalTitle}
          externalBooking={{ ...rooms.externalBooking, href: site.external.bookingPage }}
          labelledBy="book-now-heading"
        />
      </CopySection>
      <CopySection id="become-an-agent" title={agents.title} intro={agents.text} className="bg-white">
        <Link href="/AgentRegistration" className={buttonClass()}>
          {agents.linkLabel}
        </Link>
      </CopySection>
      <ProfilesSection id="head-of-apartments" title={head.title} intro={head.intro} profiles={[head.profile]} />
    </>
  );
}
