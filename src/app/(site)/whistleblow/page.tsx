import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { WhistleblowForm } from "@/forms/whistleblow/whistleblow-form";

export const metadata = pageMetadata("whistleblow");

export default function Page() {
  return (
    <>
      <PageIntro page="whistleblow" />
      {/* TEMPORARY mount (issue 5) until the page's own sections land. */}
      <section aria-label="Report form" className="mx-auto w-full max-w-2xl px-4 py-14 md:px-6">
        <WhistleblowForm />
      </section>
    </>
  );
}
