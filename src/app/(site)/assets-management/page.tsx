import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("assetsManagement");

export default function Page() {
  return <PageIntro page="assetsManagement" />;
}
