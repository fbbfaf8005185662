import { pageMeta } from "@content/pages";
import { pageMetadata } from "@/lib/metadata";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationJsonLd } from "@/lib/structured-data";

export const metadata = pageMetadata("home");

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <h1 className="sr-only">{pageMeta("home").heading}</h1>
      <section id="insights" aria-label="Insights" />
    </>
  );
}
