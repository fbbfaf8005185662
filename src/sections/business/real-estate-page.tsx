import type { PageHead } from "@content/pages";
import type { RealEstateContent } from "@content/real-estate";
import { VisionMission } from "@/components/ui/vision-mission";
import { BusinessIntro } from "./business-intro";
import { BusinessSlideshow } from "./business-slideshow";
import { CopySection } from "./copy-section";
import { Developments } from "./developments";
import { ProfilesSection } from "./profiles-section";
import { VideoSection } from "./video-section";

/** The page /real-estate draws from its document (the published one, or a draft in the preview; decision 150). */
export function RealEstatePage({ content, pageHead }: { content: RealEstateContent; pageHead: PageHead }) {
  const { properties, heads } = content;
  return (
    <>
      <BusinessIntro head={pageHead} intro={content.intro} />
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
