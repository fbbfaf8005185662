import type { ReactNode } from "react";
import type { PageHead } from "@content/pages";
import type { ContactDetails } from "@content/site";
import type { WhistleblowPageDoc } from "@content/whistleblow";
import { ContactInformation } from "./contact-information";
import { ReportFormSection } from "./report-form-section";
import { ReportingOptions } from "./reporting-options";
import { WhatIsWhistleblowing } from "./what-is-whistleblowing";
import { WhistleblowBanner } from "./whistleblow-banner";

/** /whistleblow (spec §2) drawn from the ethics team's document (published, or a draft in the preview; decision 158). */
export function WhistleblowPage({
  copy,
  pageHead,
  contacts,
  form,
}: {
  copy: WhistleblowPageDoc;
  pageHead: PageHead;
  contacts: ContactDetails;
  /** In place of the report form (the preview's note). */
  form?: ReactNode;
}) {
  return (
    <>
      <WhistleblowBanner head={pageHead} copy={copy} />
      <WhatIsWhistleblowing copy={copy} />
      <ReportingOptions contacts={contacts} copy={copy} />
      <ReportFormSection copy={copy} form={form} />
      <ContactInformation contacts={contacts} copy={copy} />
    </>
  );
}
