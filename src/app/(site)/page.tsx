import { RevealObserver } from "@/components/ui/reveal-observer";
import { pageMetadata } from "@/lib/metadata";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationJsonLd } from "@/lib/structured-data";
import { HomeBackgroundVideo } from "@/sections/home/background-video";
import { HomeBusinesses } from "@/sections/home/businesses";
import { HomeChiefExecutive } from "@/sections/home/chief-executive";
import { HomeCoreValues } from "@/sections/home/core-values";
import { HomeEarnings } from "@/sections/home/earnings";
import { HomeFeaturedStories } from "@/sections/home/featured-stories";
import { HomeFlywheel } from "@/sections/home/flywheel";
import { HomeHero } from "@/sections/home/hero";
import { HomeHeritage } from "@/sections/home/heritage";
import { HomeMarquee } from "@/sections/home/marquee";
import { HomeSubscribe } from "@/sections/home/subscribe";
import { HomeTheFirm } from "@/sections/home/the-firm";
import { featuredStories } from "@/server/publishing/news";
import { publishedResults } from "@/server/publishing/results";

export const metadata = pageMetadata("home");

/** Rendered again from the published stories and results at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

/** Home (spec §2), section by section in the spec's order. */
export default async function HomePage() {
  // The results block shows the latest published quarter (the archive has the others).
  const [stories, [latest]] = await Promise.all([featuredStories(), publishedResults()]);
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HomeHero />
      <HomeTheFirm />
      <HomeHeritage />
      <HomeBusinesses />
      <HomeChiefExecutive />
      <HomeCoreValues />
      <HomeMarquee />
      {latest && <HomeEarnings results={latest.data} />}
      <HomeFeaturedStories stories={stories} />
      <HomeFlywheel />
      <HomeBackgroundVideo />
      <HomeSubscribe />
      <RevealObserver />
    </>
  );
}
