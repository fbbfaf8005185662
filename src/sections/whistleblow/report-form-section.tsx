import type { ReactNode } from "react";
import type { WhistleblowPageDoc } from "@content/whistleblow";
import { followUpCopy } from "@content/whistleblow-case";
import { IntentLink } from "@/components/ui/intent-link";
import { Section } from "@/components/ui/section";
import { WhistleblowForm } from "@/forms/whistleblow/whistleblow-form";

/**
 * The report form (spec §2, §3; built in src/forms/whistleblow) with an honest note on confidentiality.
 * `form` replaces the form (the back office's preview shows a note: a report sent from it would be real).
 */
export function ReportFormSection({ copy, form: replaced }: { copy: WhistleblowPageDoc; form?: ReactNode }) {
  const { form } = copy;
  return (
    <Section id="report-form" title={form.heading}>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          <p className="mb-6 max-w-3xl text-lg">{form.intro}</p>
          <p className="mb-6">
            {followUpCopy.fromReportPage.text}{" "}
            <IntentLink href="/whistleblow/follow-up" className="font-semibold text-forest underline">
              {followUpCopy.fromReportPage.link}
            </IntentLink>
          </p>
          {replaced ?? <WhistleblowForm />}
        </div>
        <aside
          aria-labelledby="confidential-heading"
          className="self-start rounded-xl border border-forest/20 bg-white p-6"
          data-testid="confidentiality-note"
        >
          <h3 id="confidential-heading" className="text-xl font-semibold">
            {form.confidentialityHeading}
          </h3>
          {form.confidentiality.map((p) => (
            <p key={p} className="mt-3 text-ink">
              {p}
            </p>
          ))}
        </aside>
      </div>
    </Section>
  );
}
