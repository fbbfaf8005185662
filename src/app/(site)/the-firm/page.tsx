import { FirmPage } from "@/sections/the-firm/firm-page";
import { publishedGroupPurpose, publishedMarketingPage, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("theFirm");

/** Rendered again from the published page at most every 20 s, on every instance (decisions 100, 150). */
export const revalidate = 20;

/** /the-firm: its published document (the seed until marketing publishes). */
export default async function TheFirmPage() {
  const [content, purpose, head] = await Promise.all([
    publishedMarketingPage("the-firm"),
    publishedGroupPurpose(),
    publishedPageHead("theFirm"),
  ]);
  return <FirmPage content={content} purpose={purpose} head={head} />;
}
