import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("articleWuseII");

export default function Page() {
  return <PageIntro page="articleWuseII" />;
}
