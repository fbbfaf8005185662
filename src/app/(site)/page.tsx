import { pageMetadata } from "@/lib/metadata";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationJsonLd } from "@/lib/structured-data";
import { HomeSections } from "@/sections/home/home-sections";
import { featuredStories } from "@/server/publishing/news";
import { publishedGroupPurpose, publishedHome } from "@/server/publishing/pages";
import { publishedResults } from "@/server/publishing/results";

export const metadata = pageMetadata("home");

/** Rendered again from the published page, stories and results at most every 20 s, on every instance (decisions 100, 140). */
export const revalidate = 20;

/** Home (spec §2): the published home page document (the seed until someone publishes). */
export default async function HomePage() {
  // The results block shows the latest published quarter (the archive has the others).
  const [home, purpose, stories, [latest]] = await Promise.all([
    publishedHome(),
    publishedGroupPurpose(),
    featuredStories(),
    publishedResults(),
  ]);
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HomeSections home={home} purpose={purpose} stories={stories} latest={latest?.data} />
    </>
  );
}
