import { searchKeywords } from "@content/search-keywords";
import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { SearchBox } from "@/sections/search/search-box";

export const metadata = pageMetadata("search");

export default function Page() {
  return (
    <>
      <PageIntro page="search" />
      <SearchBox keywords={searchKeywords.map(({ keyword, path }) => ({ keyword, path }))} />
    </>
  );
}
