import type { Position } from "@content/careers";
import { site, type ContactDetails } from "@content/site";
import { escapeMarkup } from "@/lib/escape";
import { positionPath } from "@/lib/positions";
import { absoluteUrl } from "@/lib/site-url";
import { lagosEndOfDay } from "@/lib/story-times";
import { logoImage, officeAddress } from "@/lib/structured-data";

/**
 * schema.org JobPosting for an open position (Google's required and
 * recommended fields): hiring organisation, Abuja location, date posted,
 * employment type, description; applications by e-mail, so directApply false.
 * It sits on the position's own page, its `url` (Google refuses the markup on
 * a listing page). The identifier is the position's key under the group's
 * name, stable while the title stays; the location is the Abuja head office's
 * full address. No `baseSalary`: the group states no salaries (content/careers.ts
 * has none), and none is made up.
 */
export function jobPosting(position: Position, key: string, siteUrl: string, contacts: ContactDetails): Record<string, unknown> {
  const url = absoluteUrl(positionPath(key), siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    identifier: { "@type": "PropertyValue", name: site.name, value: key },
    description: `<p>${escapeMarkup(position.description)}</p>`,
    datePosted: position.datePosted,
    // The last day to apply, to its end in Lagos: a date alone is read as its midnight, a day early.
    ...(position.validThrough ? { validThrough: lagosEndOfDay(position.validThrough) } : {}),
    employmentType: position.employmentType,
    directApply: false,
    url,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      legalName: site.legalName,
      sameAs: absoluteUrl("/", siteUrl),
      logo: logoImage(siteUrl),
    },
    jobLocation: { "@type": "Place", address: positionAddress(position, contacts) },
  };
}

/**
 * Where the job is: the head office's full address for a position in its city
 * (every position of the seed), else the city HR wrote, in Nigeria.
 */
function positionAddress(position: Pick<Position, "subtitle">, contacts: ContactDetails): Record<string, unknown> {
  const office = officeAddress(contacts);
  if (position.subtitle.trim().toLowerCase() === String(office.addressLocality).toLowerCase()) return office;
  return { "@type": "PostalAddress", addressLocality: position.subtitle.trim(), addressCountry: office.addressCountry };
}
