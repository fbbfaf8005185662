import { pageMetadata } from "@/lib/metadata";
import { RealEstatePage } from "@/sections/business/real-estate-page";
import { publishedMarketingPage } from "@/server/publishing/pages";

export const metadata = pageMetadata("realEstate");

/** Rendered again from the published page at most every 20 s, on every instance (decisions 100, 150). */
export const revalidate = 20;

export default async function Page() {
  return <RealEstatePage content={await publishedMarketingPage("real-estate")} />;
}
