import { JsonLd } from "@/components/seo/json-ld";
import { organizationJsonLd } from "@/lib/structured-data";
import { HomeSections } from "@/sections/home/home-sections";
import { featuredStories } from "@/server/publishing/news";
import {
  publishedContacts,
  publishedGroupPurpose,
  publishedHome,
  publishedPageHead,
  publishedMarketingPage,
  publishedPageMetadata,
} from "@/server/publishing/pages";
import { publishedResults } from "@/server/publishing/results";

export const generateMetadata = () => publishedPageMetadata("home");

/** Rendered again from the published page, stories and results at most every 20 s, on every instance (decisions 100, 140). */
export const revalidate = 20;

/** Home (spec §2): the published home page document (the seed until someone publishes). */
export default async function HomePage() {
  // The results block shows the latest published quarter (the archive has the others).
  const [home, businesses, purpose, stories, [latest], contacts, head] = await Promise.all([
    publishedHome(),
    publishedMarketingPage("our-businesses"),
    publishedGroupPurpose(),
    featuredStories(),
    publishedResults(),
    publishedContacts(),
    publishedPageHead("home"),
  ]);
  return (
    <>
      <JsonLd data={organizationJsonLd(contacts)} />
      <HomeSections home={home} purpose={purpose} stories={stories} latest={latest?.data} heading={head.heading} businesses={businesses} />
    </>
  );
}
