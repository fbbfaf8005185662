import Body from "@content/pages/terms-of-use.mdx";
import { pageMetadata } from "@/lib/metadata";
import { LegalDocument } from "@/sections/legal/legal-document";

export const metadata = pageMetadata("terms");

export default function Page() {
  return <LegalDocument page="terms" file="terms-of-use.mdx" Body={Body} />;
}
