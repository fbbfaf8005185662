import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { staff } from "@content/staff";
import { JsonLd } from "@/components/seo/json-ld";
import { StaffCard } from "@/sections/staff/staff-card";
import { staffMetadata } from "@/lib/metadata";
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
  return person ? staffMetadata(person) : {};
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
