import type { WhistleblowPageDoc } from "@content/whistleblow";
import { Section } from "@/components/ui/section";

/** What whistleblowing is, what to report, and our promise against retaliation. */
export function WhatIsWhistleblowing({ copy }: { copy: WhistleblowPageDoc }) {
  const { about } = copy;
  return (
    <Section id="what-is-whistleblowing" title={about.heading}>
      <div className="max-w-3xl space-y-4 text-lg">
        {about.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p className="font-semibold">{about.examplesIntro}</p>
        <ul className="list-disc space-y-1 pl-6 marker:text-deep-gold">
          {about.examples.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <p className="rounded-lg border-l-4 border-forest bg-white p-4">{about.protection}</p>
      </div>
    </Section>
  );
}
