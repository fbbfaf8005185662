import { mailtoHref, site, telHref, type ContactDetails } from "@content/site";
import type { WhistleblowPageDoc } from "@content/whistleblow";
import { Section } from "@/components/ui/section";

/** Contact information (spec §2 Whistleblowing). */
export function ContactInformation({ contacts, copy }: { contacts: ContactDetails; copy: WhistleblowPageDoc }) {
  const { contact } = copy;
  const { labels } = contact;
  const link = "text-forest underline underline-offset-4";
  return (
    <Section id="contact-information" title={contact.heading} className="bg-sand-200/60">
      <p className="max-w-3xl text-lg">{contact.text}</p>
      <dl className="mt-6 grid gap-6 sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-ink-muted">{labels.hotline}</dt>
          <dd>
            <a className={link} href={telHref(contacts.hotline)}>
              {contacts.hotline}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">{labels.ethics}</dt>
          <dd>
            <a className={`${link} wrap-anywhere`} href={mailtoHref(site.mailboxes.ethics)}>
              {site.mailboxes.ethics}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">{labels.post}</dt>
          <dd>
            <address className="not-italic">
              {contacts.abujaOffice.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
      </dl>
    </Section>
  );
}
