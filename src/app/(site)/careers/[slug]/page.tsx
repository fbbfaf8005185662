import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { careers } from "@content/careers";
import { JsonLd } from "@/components/seo/json-ld";
import { positionMetadata } from "@/lib/metadata";
import { absoluteUrl } from "@/lib/site-url";
import { jobPosting } from "@/sections/careers/job-posting";
import { PositionPage } from "@/sections/careers/position-page";
import { positionKey } from "@/lib/positions";
import { openPosition } from "@/server/publishing/careers";
import { publishedCareersPage, publishedContacts } from "@/server/publishing/pages";

/**
 * An open position's own page (issue 51): what it is, where, since when and
 * until when, Apply Now, and its JobPosting data (which /careers, a listing,
 * does not carry). The seed's are prerendered; one HR publish later renders at
 * its first request, and each again at most every 20 s (decision 100). A key
 * not published, or a position whose last day has passed, is a 404
 * (src/proxy.ts answers it before rendering, decision 143).
 */
export const revalidate = 20;

export function generateStaticParams() {
  return careers.positions.items.map((position) => ({ slug: positionKey(position) }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const position = await openPosition((await params).slug);
  return position ? positionMetadata(position.data, position.key) : {};
}

export default async function Page({ params }: Props) {
  const [position, contacts, careersPage] = await Promise.all([
    openPosition((await params).slug),
    publishedContacts(),
    publishedCareersPage(),
  ]);
  if (!position) notFound();
  return (
    <>
      <JsonLd data={jobPosting(position.data, position.key, absoluteUrl(), contacts)} />
      <PositionPage position={position.data} kicker={careersPage.positions.title} />
    </>
  );
}
