import Body from "@content/pages/privacy-policy.mdx";
import { DsarForm } from "@/forms/dsar/dsar-form";
import { pageMetadata } from "@/lib/metadata";
import { LegalDocument } from "@/sections/legal/legal-document";

export const metadata = pageMetadata("privacy");

export default function Page() {
  return <LegalDocument page="privacy" file="privacy-policy.mdx" Body={Body} components={{ DsarForm }} />;
}
