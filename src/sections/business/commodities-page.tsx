import type { PageHead } from "@content/pages";
import type { CommoditiesContent } from "@content/commodities";
import { withCardImages } from "@/components/ui/card-grid-image";
import { KeyFigures } from "@/components/ui/key-figures";
import { VisionMission } from "@/components/ui/vision-mission";
import { BusinessIntro } from "./business-intro";
import { BusinessSlideshow } from "./business-slideshow";
import { CopySection } from "./copy-section";
import { EnquiryGrid } from "./enquiry-grid";

/** The commodity cards sit five across on wide screens: the grid and its image sizes both follow this. */
const COMMODITY_COLUMNS = 5;

/** The page /commodities draws from its document (the published one, or a draft in the preview; decision 150). */
export function CommoditiesPage({ content, pageHead }: { content: CommoditiesContent; pageHead: PageHead }) {
  const { commodities } = content;
  return (
    <>
      <BusinessIntro head={pageHead} intro={content.intro} />
      <BusinessSlideshow slides={content.slides} label={content.slideshowLabel} />
      <VisionMission id="vision-mission" first="vision" {...content.visionMission} />
      <KeyFigures id="key-figures" {...content.keyFigures} />
      <CopySection id="exportable-commodities" title={commodities.title} intro={commodities.intro}>
        <EnquiryGrid
          items={withCardImages(commodities.items, (item) => item.img, COMMODITY_COLUMNS)}
          business="commodities"
          action={commodities.cardAction}
          modalTitle={commodities.modalTitle}
          subtitleLabel={commodities.specLabel}
          columns={COMMODITY_COLUMNS}
          labelledBy="exportable-commodities-heading"
        />
      </CopySection>
    </>
  );
}
