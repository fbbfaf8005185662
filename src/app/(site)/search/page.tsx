import MiniSearch from "minisearch";
import { redirect } from "next/navigation";
import { searchKeywords } from "@content/search-keywords";
import { PageIntro } from "@/components/ui/page-intro";
import { resolveKeyword } from "@/lib/search/keywords";
import { SEARCH_FIELDS, SEARCH_STORE_FIELDS, type SearchDocument } from "@/lib/search/options";
import { runSearch } from "@/lib/search/run";
import { SearchBox } from "@/sections/search/search-box";
import { currentSearchDocuments } from "@/server/search/documents";
import { publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("search");

const keywords = searchKeywords.map(({ keyword, path }) => ({ keyword, path }));

/**
 * The search page. `/search?q=` (the form's own address when JavaScript is off,
 * or a shared link) is answered on the server by the same rules as the box: an
 * exact keyword goes to its page, anything else gets the spec's message and the
 * full-text results.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const q = (await searchParams).q;
  const term = Array.isArray(q) ? q[0] : q;
  let initial;
  if (term !== undefined) {
    const outcome = resolveKeyword(term, keywords);
    if (outcome.kind === "match") redirect(outcome.path);
    const index = new MiniSearch<SearchDocument>({ fields: [...SEARCH_FIELDS], storeFields: [...SEARCH_STORE_FIELDS] });
    index.addAll(await currentSearchDocuments());
    initial = { term, message: outcome.message, results: runSearch(index, term) };
  }
  return (
    <>
      <PageIntro head={await publishedPageHead("search")} />
      <SearchBox keywords={keywords} initial={initial} />
    </>
  );
}
