import Link from "next/link";
import { residences as content } from "@content/residences";
import { ROOM_AVERAGE_BOOKING_NGN, site } from "@content/site";
import { withCardImages } from "@/components/ui/card-grid-image";
import { KeyFigures } from "@/components/ui/key-figures";
import { VisionMission } from "@/components/ui/vision-mission";
import { pageMetadata } from "@/lib/metadata";
import { formatWholeNaira } from "@/lib/money";
import { BusinessIntro } from "@/sections/business/business-intro";
import { BusinessSlideshow } from "@/sections/business/business-slideshow";
import { CopySection } from "@/sections/business/copy-section";
import { ProfilesSection } from "@/sections/business/profiles-section";
import { RoomGrid } from "@/sections/business/room-grid";
import { VideoSection } from "@/sections/business/video-section";
import { buttonClass } from "@/components/ui/button-class";

export const metadata = pageMetadata("residences");

export default function Page() {
  const { rooms, agents, head } = content;
  return (
    <>
      <BusinessIntro page="residences" intro={content.intro} />
      <BusinessSlideshow slides={content.slides} label={content.slideshowLabel} />
      <VisionMission id="vision-mission" first="vision" {...content.visionMission} />
      <VideoSection id="life-at-the-residences" {...content.video} />
      <KeyFigures id="key-facts" {...content.keyFacts} />
      <CopySection id="book-now" title={rooms.title} intro={rooms.intro}>
        <RoomGrid
          items={withCardImages(rooms.items, (room) => room.img, 4)}
          averageBooking={formatWholeNaira(ROOM_AVERAGE_BOOKING_NGN)}
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
