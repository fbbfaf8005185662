import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { EnquiryForm } from "@/forms/enquiry/enquiry-form";

export const metadata = pageMetadata("assetsManagement");

export default function Page() {
  return (
    <>
      <PageIntro page="assetsManagement" />
      {/* TEMPORARY mount (issue 5) until the page's own sections land. */}
      <section aria-label="Enquiry" className="mx-auto w-full max-w-2xl px-4 py-14 md:px-6">
        <EnquiryForm productName="Real Estate Investment Trust" business="asset-management" />
      </section>
    </>
  );
}
