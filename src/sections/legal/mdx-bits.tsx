import type { ReactNode } from "react";
import { mailtoHref, site, telHref, type ContactDetails } from "@content/site";
import { NewTabNote } from "@/components/ui/new-tab-note";

/** Contact details used inside the MDX copy: the mailboxes of content/site.ts, the numbers and address as published (decision 156). */
function Mailbox({ name }: { name: keyof typeof site.mailboxes }) {
  const address = site.mailboxes[name];
  return (
    <a href={mailtoHref(address)} className="wrap-anywhere text-forest underline underline-offset-4">
      {address}
    </a>
  );
}

function Phone({ contacts, name }: { contacts: ContactDetails; name: "phone" | "hotline" }) {
  const number = contacts[name];
  return (
    // An atomic inline: the number moves to the next line whole, and breaks only where it is wider than a line.
    <a href={telHref(number)} className="inline-block text-forest underline underline-offset-4">
      {number}
    </a>
  );
}

function LagosAddress({ contacts }: { contacts: ContactDetails }) {
  return (
    <address className="mt-4 not-italic leading-relaxed" data-testid="lagos-address">
      {contacts.lagosAddress.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The customer team's live chat: an external page, opened in a new tab. */
function LiveChat({ children }: { children: ReactNode }) {
  return (
    <a href={site.external.liveChat} target="_blank" rel="noopener noreferrer" className="text-forest underline underline-offset-4">
      {children}
      <NewTabNote />
    </a>
  );
}

/** The MDX components for contact details, drawing the given published contact details. */
export function contactBits(contacts: ContactDetails) {
  return {
    Mailbox,
    Phone: ({ name }: { name: "phone" | "hotline" }) => <Phone contacts={contacts} name={name} />,
    LagosAddress: () => <LagosAddress contacts={contacts} />,
    LiveChat,
  };
}
