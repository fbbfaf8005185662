import type { Position } from "@content/careers";
import { site } from "@content/site";

/**
 * schema.org JobPosting for an open position (Google's required and
 * recommended fields): hiring organisation, Abuja location, date posted,
 * employment type, description; applications by e-mail, so directApply false.
 */
export function jobPosting(position: Position, siteUrl: string): Record<string, unknown> {
  const url = new URL("/careers", siteUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    description: `<p>${escapeHtml(position.description)}</p>`,
    datePosted: position.datePosted,
    ...(position.validThrough ? { validThrough: position.validThrough } : {}),
    employmentType: position.employmentType,
    directApply: false,
    url,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      legalName: site.legalName,
      sameAs: new URL("/", siteUrl).toString(),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: position.subtitle,
        addressRegion: "FCT",
        addressCountry: "NG",
      },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
