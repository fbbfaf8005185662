import { pageMetadata } from "@/lib/metadata";
import { publishedLegal } from "@/server/publishing/pages";
import { LegalDocument } from "@/sections/legal/legal-document";

export const metadata = pageMetadata("terms");

/** Rendered again from the published terms at most every 20 s, on every instance (decisions 100, 140). */
export const revalidate = 20;

export default async function Page() {
  const { source } = await publishedLegal("terms-of-use");
  return <LegalDocument page="terms" file="terms-of-use.mdx" source={source} />;
}
