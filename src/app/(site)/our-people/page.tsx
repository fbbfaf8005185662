import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { PeoplePage } from "@/sections/people/people-page";
import { publishedMarketingPage } from "@/server/publishing/pages";

export const metadata = pageMetadata("ourPeople");

/** Rendered again from the published page at most every 20 s, on every instance (decisions 100, 150). */
export const revalidate = 20;

/** /our-people: the board and the officers from its published document (the seed until marketing publishes). */
export default async function Page() {
  return (
    <>
      <PageIntro page="ourPeople" />
      <PeoplePage content={await publishedMarketingPage("our-people")} />
    </>
  );
}
