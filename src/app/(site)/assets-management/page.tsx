import { pageMetadata } from "@/lib/metadata";
import { AssetManagementPage } from "@/sections/business/assets-management-page";
import { publishedMarketingPage } from "@/server/publishing/pages";

export const metadata = pageMetadata("assetsManagement");

/** Rendered again from the published page at most every 20 s, on every instance (decisions 100, 150). */
export const revalidate = 20;

export default async function Page() {
  return <AssetManagementPage content={await publishedMarketingPage("assets-management")} />;
}
