import { TextSizer } from "@/sections/accessibility/text-sizer";
import { LegalDocument } from "@/sections/legal/legal-document";
import { publishedContacts, publishedLegal, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("accessibility");

/** Rendered again from the published statement at most every 20 s, on every instance (decisions 100, 140). */
export const revalidate = 20;

export default async function Page() {
  const [{ source }, head, contacts] = await Promise.all([
    publishedLegal("accessibility"),
    publishedPageHead("accessibility"),
    publishedContacts(),
  ]);
  return <LegalDocument head={head} contacts={contacts} source={source} components={{ TextSizer }} />;
}
