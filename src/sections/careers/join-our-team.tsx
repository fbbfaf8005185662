import type { CareersPageDoc } from "@content/careers";
import { mailtoHref, site } from "@content/site";
import { Section } from "@/components/ui/section";
import { Paragraphs } from "@/sections/business/paragraphs";

/** Join Our Team: how to apply (CV and cover letter by e-mail, the position as subject). */
export function JoinOurTeam({ copy }: { copy: CareersPageDoc["joinOurTeam"] }) {
  const { title, text } = copy;
  return (
    <Section id="join-our-team" title={title}>
      <Paragraphs text={text} />
      <p className="mt-6 text-lg">
        <a href={mailtoHref(site.mailboxes.hr)} className="font-semibold text-forest underline underline-offset-4">
          {site.mailboxes.hr}
        </a>
      </p>
    </Section>
  );
}
