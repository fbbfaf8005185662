import type { OurBusinessesDoc } from "@content/businesses";
import type { HomeDoc } from "@content/home";
import type { QuarterResults } from "@content/earnings";
import type { NewsStory } from "@content/schema";
import type { GroupPurposeDoc } from "@content/site";
import { RevealObserver } from "@/components/ui/reveal-observer";
import { HomeBackgroundVideo } from "./background-video";
import { HomeBusinesses } from "./businesses";
import { HomeChiefExecutive } from "./chief-executive";
import { HomeCoreValues } from "./core-values";
import { HomeEarnings } from "./earnings";
import { HomeFeaturedStories } from "./featured-stories";
import { HomeFlywheel } from "./flywheel";
import { HomeHero } from "./hero";
import { HomeHeritage } from "./heritage";
import { HomeMarquee } from "./marquee";
import { HomeSubscribe } from "./subscribe";
import { HomeTheFirm } from "./the-firm";

/** Home (spec §2), section by section in the spec's order: the public page and its preview in the back office. */
export function HomeSections({
  home,
  purpose,
  stories,
  latest,
  heading,
  businesses,
}: {
  /** The Our Businesses section as published (decision 159). */
  businesses: OurBusinessesDoc;
  /** The page's one h1, for screen readers (the page heads' home heading, decision 156). */
  heading: string;
  home: HomeDoc;
  purpose: GroupPurposeDoc;
  stories: NewsStory[];
  latest?: QuarterResults;
}) {
  return (
    <>
      <HomeHero home={home} heading={heading} />
      <HomeTheFirm home={home} purpose={purpose} />
      <HomeHeritage home={home} />
      <HomeBusinesses content={businesses} />
      <HomeChiefExecutive home={home} />
      <HomeCoreValues home={home} purpose={purpose} />
      <HomeMarquee home={home} />
      {latest && <HomeEarnings results={latest} />}
      <HomeFeaturedStories stories={stories} />
      <HomeFlywheel home={home} />
      <HomeBackgroundVideo home={home} />
      <HomeSubscribe home={home} />
      <RevealObserver />
    </>
  );
}
