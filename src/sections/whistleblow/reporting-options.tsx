import { mailtoHref, site, telHref, type ContactDetails } from "@content/site";
import type { WhistleblowPageDoc } from "@content/whistleblow";
import { Section } from "@/components/ui/section";

/** The two reporting options (spec §2): hotline and e-mail. */
export function ReportingOptions({ contacts, copy }: { contacts: ContactDetails; copy: WhistleblowPageDoc }) {
  const { options } = copy;
  const card = "flex flex-col rounded-xl bg-white p-6 shadow-sm";
  const link = "mt-4 inline-block text-xl font-semibold wrap-anywhere text-forest underline underline-offset-4";
  return (
    <Section id="reporting-options" title={options.heading} className="bg-sand-200/60">
      <p className="mb-8 max-w-3xl text-lg text-ink-muted">{options.intro}</p>
      <ul className="grid gap-6 md:grid-cols-2">
        <li className={card} data-testid="option-hotline">
          <h3 className="text-2xl font-semibold">{options.hotline.title}</h3>
          <p className="mt-2 flex-1">{options.hotline.text}</p>
          <a className={link} href={telHref(contacts.hotline)}>
            {contacts.hotline}
          </a>
        </li>
        <li className={card} data-testid="option-email">
          <h3 className="text-2xl font-semibold">{options.email.title}</h3>
          <p className="mt-2 flex-1">{options.email.text}</p>
          <a className={link} href={mailtoHref(site.mailboxes.ethics)}>
            {site.mailboxes.ethics}
          </a>
        </li>
      </ul>
    </Section>
  );
}
