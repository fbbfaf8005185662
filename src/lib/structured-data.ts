import { navigation } from "@content/navigation";
import { site } from "@content/site";
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
      { "@type": "ContactPoint", contactType: "customer service", telephone: site.contacts.phone, email: site.mailboxes.info, areaServed: "NG" },
      { "@type": "ContactPoint", contactType: "whistleblowing hotline", telephone: site.contacts.hotline, email: site.mailboxes.ethics },
    ],
    sameAs: navigation.social.map((social) => social.link),
  };
}
