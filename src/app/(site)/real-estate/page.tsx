import { RealEstatePage } from "@/sections/business/real-estate-page";
import { publishedMarketingPage, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("realEstate");

/** Rendered again from the published page at most every 20 s, on every instance (decisions 100, 150). */
export const revalidate = 20;

export default async function Page() {
  const [content, head] = await Promise.all([publishedMarketingPage("real-estate"), publishedPageHead("realEstate")]);
  return <RealEstatePage content={content} pageHead={head} />;
}
