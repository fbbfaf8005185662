import { PageIntro } from "@/components/ui/page-intro";
import { ResultsArchive } from "@/sections/investors/results-archive";
import { publishedResults } from "@/server/publishing/results";
import { publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("investorResults");
/** Rendered again from the published items at most every 20 s, on every instance (decision 100). */
export const revalidate = 20;

/** Every published quarter's results, newest first (issue 32); the home page's results block links here. */
export default async function Page() {
  const quarters = await publishedResults();
  return (
    <>
      <PageIntro head={await publishedPageHead("investorResults")} />
      <ResultsArchive quarters={quarters.map((q) => q.data)} />
    </>
  );
}
