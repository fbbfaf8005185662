import Body from "@content/pages/accessibility.mdx";
import { TextSizer } from "@/sections/accessibility/text-sizer";
import { LegalDocument } from "@/sections/legal/legal-document";
import { publishedContacts, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("accessibility");

export default async function Page() {
  return (
    <LegalDocument
      head={await publishedPageHead("accessibility")}
      contacts={await publishedContacts()}
      file="accessibility.mdx"
      Body={Body}
      components={{ TextSizer }}
    />
  );
}
