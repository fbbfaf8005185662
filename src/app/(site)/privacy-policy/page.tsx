import { DsarForm } from "@/forms/dsar/dsar-form";
import { publishedContacts, publishedLegal, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";
import { LegalDocument } from "@/sections/legal/legal-document";

export const generateMetadata = () => publishedPageMetadata("privacy");

/** Rendered again from the published policy at most every 20 s, on every instance (decisions 100, 140). */
export const revalidate = 20;

export default async function Page() {
  const { source } = await publishedLegal("privacy-policy");
  return (
    <LegalDocument
      head={await publishedPageHead("privacy")}
      contacts={await publishedContacts()}

      source={source}
      components={{ DsarForm }}
    />
  );
}
