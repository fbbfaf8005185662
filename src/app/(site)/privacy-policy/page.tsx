import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { DsarForm } from "@/forms/dsar/dsar-form";

export const metadata = pageMetadata("privacy");

export default function Page() {
  return (
    <>
      <PageIntro page="privacy" />
      {/* TEMPORARY mount (issue 5) until the page's own sections land. */}
      <section aria-label="Data subject access request" className="mx-auto w-full max-w-2xl px-4 py-14 md:px-6">
        <DsarForm />
      </section>
    </>
  );
}
