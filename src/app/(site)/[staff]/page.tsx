import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { site } from "@content/site";
import { staff } from "@content/staff";
import { JsonLd } from "@/components/seo/json-ld";
import { StaffCard } from "@/sections/staff/staff-card";
import { ogImage, staffTitle } from "@/lib/metadata";
import { personJsonLd } from "@/lib/structured-data";
import { publishedStaffCard } from "@/server/publishing/people";

/**
 * Staff card pages (spec §2): one per published card, e.g. /precedence. The
 * seed's (content/staff.ts) are prerendered; a card HR add is rendered at its
 * first request, and every card again at most every 20 s (decision 100). Any
 * other path answers 404.
 */
export const revalidate = 20;

export function generateStaticParams() {
  return staff.map((person) => ({ staff: person.slug }));
}

type Props = { params: Promise<{ staff: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const person = await publishedStaffCard((await params).staff);
  if (!person) return {};
  const fullName = `${person.name} ${person.surname}`;
  const title = staffTitle(person);
  const description = `Contact card of ${fullName}, ${person.position} at ${person.company}.`;
  const image = ogImage(`staff-${person.slug}`, fullName);
  return {
    title,
    description,
    alternates: { canonical: `/${person.slug}` },
    openGraph: { type: "profile", siteName: site.name, locale: "en_NG", title, description, url: `/${person.slug}`, images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export default async function StaffPage({ params }: Props) {
  const person = await publishedStaffCard((await params).staff);
  if (!person) notFound();
  return (
    <>
      <JsonLd data={personJsonLd(person)} />
      <StaffCard person={person} />
    </>
  );
}
