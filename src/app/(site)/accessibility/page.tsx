import Body from "@content/pages/accessibility.mdx";
import { pageMetadata } from "@/lib/metadata";
import { TextSizer } from "@/sections/accessibility/text-sizer";
import { LegalDocument } from "@/sections/legal/legal-document";

export const metadata = pageMetadata("accessibility");

export default function Page() {
  return <LegalDocument page="accessibility" file="accessibility.mdx" Body={Body} components={{ TextSizer }} />;
}
