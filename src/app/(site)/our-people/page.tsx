import { PageIntro } from "@/components/ui/page-intro";
import { PeoplePage } from "@/sections/people/people-page";
import { publishedMarketingPage, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("ourPeople");

/** Rendered again from the published page at most every 20 s, on every instance (decisions 100, 150). */
export const revalidate = 20;

/** /our-people: the board and the officers from its published document (the seed until marketing publishes). */
export default async function Page() {
  return (
    <>
      <PageIntro head={await publishedPageHead("ourPeople")} />
      <PeoplePage content={await publishedMarketingPage("our-people")} />
    </>
  );
}
