import { navigation } from "@content/navigation";
import { mailtoHref, site, type ContactDetails } from "@content/site";
import { staff } from "@content/staff";
import { absoluteUrl } from "./site-url";

/**
 * The brand mark as a 512 × 512 PNG (scripts/generate-logo.ts): search
 * engines want a raster logo of at least 112 × 112 pixels.
 */
export const LOGO = { path: "/brand/logo-512.png", width: 512, height: 512 } as const;

export function logoImage(siteUrl?: string): Record<string, unknown> {
  const url = absoluteUrl(LOGO.path, siteUrl);
  return { "@type": "ImageObject", url, contentUrl: url, width: LOGO.width, height: LOGO.height };
}

/** The Abuja head office as a schema.org PostalAddress (its street lines, then locality, region, postcode, country). */
export function officeAddress(contacts: ContactDetails): Record<string, unknown> {
  const { lines, postal } = contacts.abujaOffice;
  return {
    "@type": "PostalAddress",
    streetAddress: lines.slice(0, -1).join(", "),
    addressLocality: postal.locality,
    addressRegion: postal.region,
    postalCode: postal.postalCode,
    addressCountry: postal.country,
  };
}

/** schema.org Organization for the home page (rendered with <JsonLd />), with the contact details as published. */
export function organizationJsonLd(contacts: ContactDetails): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: site.name,
    legalName: site.legalName,
    alternateName: site.shortName,
    description: site.description,
    url: absoluteUrl("/"),
    logo: logoImage(),
    image: absoluteUrl("/opengraph-image"),
    email: site.mailboxes.info,
    telephone: contacts.phone,
    address: officeAddress(contacts),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: contacts.phone,
        email: site.mailboxes.info,
        areaServed: "NG",
      },
      { "@type": "ContactPoint", contactType: "whistleblowing hotline", telephone: contacts.hotline, email: site.mailboxes.ethics },
    ],
    sameAs: navigation.social.map((social) => social.link),
  };
}

type StaffPerson = (typeof staff)[number];

/** The staff card page of the person with this full name ("Temitope Akinola"), if there is one. */
export function staffPageUrl(fullName: string): string | undefined {
  const person = staff.find((s) => `${s.name} ${s.surname}` === fullName);
  return person && absoluteUrl(`/${person.slug}`);
}

/**
 * schema.org NewsArticle for an article page of ours (the seed's and those written in the back
 * office): Google's Article properties (none required; headline, image, datePublished,
 * dateModified, author with its url recommended). The dates are instants in ISO 8601 with their
 * offset (src/lib/story-times.ts): when it was published and when its version shown went live.
 * `image` is absent when the story's picture has no file. The author links to their staff card.
 */
export function newsArticleJsonLd(article: {
  headline: string;
  description: string;
  path: string;
  image?: string;
  published: string;
  modified: string;
  /** Absent for a back-office article (no byline): the group itself is the author. */
  author?: string;
  authorRole?: string;
  wordCount: number;
}): Record<string, unknown> {
  const authorUrl = article.author ? staffPageUrl(article.author) : undefined;
  const author = article.author
    ? { "@type": "Person", name: article.author, jobTitle: article.authorRole, ...(authorUrl ? { url: authorUrl } : {}) }
    : { "@type": "Organization", "@id": absoluteUrl("/#organization"), name: site.name, url: absoluteUrl("/") };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.headline,
    description: article.description,
    ...(article.image ? { image: [absoluteUrl(article.image)] } : {}),
    datePublished: article.published,
    dateModified: article.modified,
    author,
    publisher: { "@type": "Organization", "@id": absoluteUrl("/#organization"), name: site.name, url: absoluteUrl("/"), logo: logoImage() },
    mainEntityOfPage: absoluteUrl(article.path),
    wordCount: article.wordCount,
  };
}

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
    email: mailtoHref(person.email),
    image: absoluteUrl(person.image),
    url: absoluteUrl(`/${person.slug}`),
  };
}
