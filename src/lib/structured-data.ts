import { navigation } from "@content/navigation";
import { site } from "@content/site";
import type { staff } from "@content/staff";
import { absoluteUrl } from "./site-url";

/** schema.org Organization for the home page (rendered with <JsonLd />). */
export function organizationJsonLd(): Record<string, unknown> {
  const office = site.contacts.abujaOffice.lines;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: site.name,
    legalName: site.legalName,
    alternateName: site.shortName,
    description: site.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    image: absoluteUrl("/opengraph-image"),
    email: site.mailboxes.info,
    telephone: site.contacts.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: office.slice(0, -1).join(", "),
      addressLocality: "Abuja",
      addressRegion: "FCT",
      addressCountry: "NG",
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: site.contacts.phone,
        email: site.mailboxes.info,
        areaServed: "NG",
      },
      { "@type": "ContactPoint", contactType: "whistleblowing hotline", telephone: site.contacts.hotline, email: site.mailboxes.ethics },
    ],
    sameAs: navigation.social.map((social) => social.link),
  };
}

type StaffPerson = (typeof staff)[number];

/** schema.org Person for a staff card page, e.g. /precedence. */
export function personJsonLd(person: StaffPerson): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: `${person.name} ${person.surname}`,
    givenName: person.name,
    familyName: person.surname,
    jobTitle: person.position,
    worksFor: { "@type": "Organization", name: person.company },
    telephone: person.phone.replace(/\s+/g, ""),
    email: `mailto:${person.email}`,
    image: absoluteUrl(person.image),
    url: absoluteUrl(`/${person.slug}`),
  };
}
