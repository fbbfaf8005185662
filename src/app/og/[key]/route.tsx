import { pages } from "@content/pages";
import { staff } from "@content/staff";
import { ogCardResponse } from "@/components/seo/og-card";
import { publishedStaffCard } from "@/server/publishing/people";

/**
 * Per-page Open Graph / Twitter images: /og/<page key> for every page of
 * content/pages.ts and /og/staff-<slug> for every published staff card.
 * Generated at build (static), from the same titles as the pages' <title>; a
 * card HR add gets its image at its first request, each again at most every
 * 20 s (decision 100).
 */
export const dynamic = "force-static";
export const revalidate = 20;

async function card(key: string): Promise<{ title: string; kicker?: string } | undefined> {
  if (key.startsWith("staff-")) {
    const person = await publishedStaffCard(key.slice("staff-".length));
    return person ? { title: `${person.name} ${person.surname}`, kicker: `${person.position}, ${person.company}` } : undefined;
  }
  const page = pages[key];
  return page && { title: page.title };
}

export function generateStaticParams() {
  return [...Object.keys(pages), ...staff.map((s) => `staff-${s.slug}`)].map((key) => ({ key }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const content = await card((await params).key);
  if (!content) return new Response("Not found", { status: 404 });
  return ogCardResponse(content);
}
