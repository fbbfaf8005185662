import { CareersPage } from "@/sections/careers/careers-page";
import { openPositions } from "@/server/publishing/careers";
import { publishedCareersPage, publishedGroupPurpose, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("careers");
/** Rendered again from the published page and positions at most every 20 s, on every instance (decisions 100, 157). */
export const revalidate = 20;

export default async function Page() {
  // A position whose last day to apply has passed leaves the page (and its own page) the next day.
  const [content, pageHead, positions, purpose] = await Promise.all([
    publishedCareersPage(),
    publishedPageHead("careers"),
    openPositions(),
    publishedGroupPurpose(),
  ]);
  return <CareersPage content={content} pageHead={pageHead} positions={positions} values={purpose.coreValues} />;
}
