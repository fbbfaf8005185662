import { publishedContacts, publishedLegal, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";
import { LegalDocument } from "@/sections/legal/legal-document";

export const generateMetadata = () => publishedPageMetadata("terms");

/** Rendered again from the published terms at most every 20 s, on every instance (decisions 100, 140). */
export const revalidate = 20;

export default async function Page() {
  const { source } = await publishedLegal("terms-of-use");
  return <LegalDocument head={await publishedPageHead("terms")} contacts={await publishedContacts()} source={source} />;
}
