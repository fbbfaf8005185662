import Body from "@content/pages/identifying-high-value-properties.mdx";
import { articleMetadata } from "@/lib/metadata";
import { ArticleLayout } from "@/sections/articles/article-layout";

export const metadata = articleMetadata("articleHighValue", "highValue");

export default function Page() {
  return <ArticleLayout article="highValue" page="articleHighValue" file="identifying-high-value-properties.mdx" Body={Body} />;
}
