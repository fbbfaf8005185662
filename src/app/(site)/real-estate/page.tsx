import { realEstate as content } from "@content/real-estate";
import { VisionMission } from "@/components/ui/vision-mission";
import { pageMetadata } from "@/lib/metadata";
import { BusinessIntro } from "@/sections/business/business-intro";
import { BusinessSlideshow } from "@/sections/business/business-slideshow";
import { CopySection } from "@/sections/business/copy-section";
import { Developments } from "@/sections/business/developments";
import { ProfilesSection } from "@/sections/business/profiles-section";
import { VideoSection } from "@/sections/business/video-section";

export const metadata = pageMetadata("realEstate");

export default function Page() {
  const { properties, heads } = content;
  return (
    <>
      <BusinessIntro page="realEstate" intro={content.intro} />
      <BusinessSlideshow slides={content.slides} label={content.slideshowLabel} />
      <VisionMission id="vision-mission" first="vision" {...content.visionMission} />
      <VideoSection id="our-estates" {...content.video} />
      <CopySection id="developments" title={properties.title} intro={properties.intro} className="bg-white">
        <Developments
          items={properties.items}
          priceLabel={properties.priceLabel}
          action={properties.cardAction}
          labelledBy="developments-heading"
        />
      </CopySection>
      <ProfilesSection id="heads-of-department" title={heads.title} intro={heads.intro} profiles={heads.profiles} />
    </>
  );
}
