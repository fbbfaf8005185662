import { pageMetadata } from "@/lib/metadata";
import { CommoditiesPage } from "@/sections/business/commodities-page";
import { publishedMarketingPage } from "@/server/publishing/pages";

export const metadata = pageMetadata("commodities");

/** Rendered again from the published page at most every 20 s, on every instance (decisions 100, 150). */
export const revalidate = 20;

export default async function Page() {
  return <CommoditiesPage content={await publishedMarketingPage("commodities")} />;
}
