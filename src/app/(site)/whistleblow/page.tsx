import { pageMetadata } from "@/lib/metadata";
import { ContactInformation } from "@/sections/whistleblow/contact-information";
import { ReportFormSection } from "@/sections/whistleblow/report-form-section";
import { ReportingOptions } from "@/sections/whistleblow/reporting-options";
import { WhatIsWhistleblowing } from "@/sections/whistleblow/what-is-whistleblowing";
import { WhistleblowBanner } from "@/sections/whistleblow/whistleblow-banner";

export const metadata = pageMetadata("whistleblow");

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
