import Body from "@content/pages/casa-lavoro-wuse-ii.mdx";
import { articleMetadata } from "@/lib/metadata";
import { ArticleLayout } from "@/sections/articles/article-layout";

export const metadata = articleMetadata("articleWuseII", "wuseII");

export default function Page() {
  return <ArticleLayout article="wuseII" page="articleWuseII" file="casa-lavoro-wuse-ii.mdx" Body={Body} />;
}
