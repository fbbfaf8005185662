import { DsarForm } from "@/forms/dsar/dsar-form";
import { pageMetadata } from "@/lib/metadata";
import { publishedLegal } from "@/server/publishing/pages";
import { LegalDocument } from "@/sections/legal/legal-document";

export const metadata = pageMetadata("privacy");

/** Rendered again from the published policy at most every 20 s, on every instance (decisions 100, 140). */
export const revalidate = 20;

export default async function Page() {
  const { source } = await publishedLegal("privacy-policy");
  return <LegalDocument page="privacy" file="privacy-policy.mdx" source={source} components={{ DsarForm }} />;
}
