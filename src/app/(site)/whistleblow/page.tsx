import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { ContactInformation } from "@/sections/whistleblow/contact-information";
import { ReportFormSection } from "@/sections/whistleblow/report-form-section";
import { ReportingOptions } from "@/sections/whistleblow/reporting-options";
import { WhatIsWhistleblowing } from "@/sections/whistleblow/what-is-whistleblowing";
import { WhistleblowBanner } from "@/sections/whistleblow/whistleblow-banner";

// The response header says no-referrer too; the <meta> also holds when the
// page is reached by a client-side navigation (a link added without IntentLink).
export const metadata: Metadata = { ...pageMetadata("whistleblow"), referrer: "no-referrer" };

export default function Page() {
  return (
    <>
      <WhistleblowBanner />
      <WhatIsWhistleblowing />
      <ReportingOptions />
      <ReportFormSection />
      <ContactInformation />
    </>
  );
}
