import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { staff, staffBySlug } from "@content/staff";
import { StaffCard } from "@/sections/staff/staff-card";

/** Staff card pages (spec §2): one per person in content/staff.ts, e.g. /precedence. */
export const dynamicParams = false;

export function generateStaticParams() {
  return staff.map((person) => ({ staff: person.slug }));
}

type Props = { params: Promise<{ staff: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const person = staffBySlug((await params).staff);
  if (!person) return {};
  const fullName = `${person.name} ${person.surname}`;
  return {
    title: `${fullName}, ${person.position}`,
    description: `Contact card of ${fullName}, ${person.position} at ${person.company}.`,
    alternates: { canonical: `/${person.slug}` },
  };
}

export default async function StaffPage({ params }: Props) {
  const person = staffBySlug((await params).staff);
  if (!person) notFound();
  return <StaffCard person={person} />;
}
