import { AssetManagementPage } from "@/sections/business/assets-management-page";
import { publishedMarketingPage, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("assetsManagement");

/** Rendered again from the published page at most every 20 s, on every instance (decisions 100, 150). */
export const revalidate = 20;

export default async function Page() {
  const [content, head] = await Promise.all([publishedMarketingPage("assets-management"), publishedPageHead("assetsManagement")]);
  return <AssetManagementPage content={content} pageHead={head} />;
}
