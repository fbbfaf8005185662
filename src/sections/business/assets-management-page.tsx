import type { PageHead } from "@content/pages";
import type { AssetManagementContent } from "@content/asset-management";
import { withCardImages } from "@/components/ui/card-grid-image";
import { VisionMission } from "@/components/ui/vision-mission";
import { KeyFigures } from "@/components/ui/key-figures";
import { BusinessIntro } from "./business-intro";
import { BusinessSlideshow } from "./business-slideshow";
import { CopySection } from "./copy-section";
import { EnquiryGrid } from "./enquiry-grid";
import { PointsSection } from "./points-section";
import { ProfilesSection } from "./profiles-section";

/** The page /assets-management draws from its document (the published one, or a draft in the preview; decision 150). */
export function AssetManagementPage({ content, pageHead }: { content: AssetManagementContent; pageHead: PageHead }) {
  const { products, head } = content;
  return (
    <>
      <BusinessIntro head={pageHead} intro={content.intro} />
      <BusinessSlideshow slides={content.slides} label={content.slideshowLabel} />
      <VisionMission id="mission-vision" first="mission" {...content.visionMission} />
      <PointsSection id="why-choose-us" {...content.whyChooseUs} points={content.whyChooseUs.points} />
      <KeyFigures id="the-keys" {...content.keys} />
      <PointsSection id="capabilities" {...content.capabilities} points={content.capabilities.items} className="bg-white" />
      <CopySection id="products" title={products.title} intro={products.intro}>
        <EnquiryGrid
          items={withCardImages(products.items, (item) => item.img)}
          business="asset-management"
          action={products.cardAction}
          modalTitle={products.modalTitle}
          labelledBy="products-heading"
        />
      </CopySection>
      <PointsSection id="our-approach" {...content.approach} points={content.approach.steps} numbered className="bg-white" />
      <ProfilesSection id="head-of-department" title={head.title} intro={head.intro} profiles={[head.profile]} />
    </>
  );
}
