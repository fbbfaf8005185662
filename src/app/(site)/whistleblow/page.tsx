import type { Metadata } from "next";
import { publishedContacts, publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";
import { ContactInformation } from "@/sections/whistleblow/contact-information";
import { ReportFormSection } from "@/sections/whistleblow/report-form-section";
import { ReportingOptions } from "@/sections/whistleblow/reporting-options";
import { WhatIsWhistleblowing } from "@/sections/whistleblow/what-is-whistleblowing";
import { WhistleblowBanner } from "@/sections/whistleblow/whistleblow-banner";

// The response header says no-referrer too; the <meta> also holds when the
// page is reached by a client-side navigation (a link added without IntentLink).
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await publishedPageMetadata("whistleblow")), referrer: "no-referrer" };
}

export default async function Page() {
  const [head, contacts] = await Promise.all([publishedPageHead("whistleblow"), publishedContacts()]);
  return (
    <>
      <WhistleblowBanner head={head} />
      <WhatIsWhistleblowing />
      <ReportingOptions contacts={contacts} />
      <ReportFormSection />
      <ContactInformation contacts={contacts} />
    </>
  );
}
