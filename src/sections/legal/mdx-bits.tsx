import type { ReactNode } from "react";
import { mailtoHref, site, telHref } from "@content/site";
import { NewTabNote } from "@/components/ui/new-tab-note";

/** Contact details used inside the MDX copy, taken from content/site.ts so they are named once. */
function Mailbox({ name }: { name: keyof typeof site.mailboxes }) {
  const address = site.mailboxes[name];
  return (
    <a href={mailtoHref(address)} className="wrap-anywhere text-forest underline underline-offset-4">
      {address}
    </a>
  );
}

function Phone({ name }: { name: "phone" | "hotline" }) {
  const number = site.contacts[name];
  return (
    // An atomic inline: the number moves to the next line whole, and breaks only where it is wider than a line.
    <a href={telHref(number)} className="inline-block text-forest underline underline-offset-4">
      {number}
    </a>
  );
}

function LagosAddress() {
  return (
    <address className="mt-4 not-italic leading-relaxed" data-testid="lagos-address">
      {site.contacts.lagosAddress.lines.map((line) => (
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

export const contactBits = { Mailbox, Phone, LagosAddress, LiveChat };
