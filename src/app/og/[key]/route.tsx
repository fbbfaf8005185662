import { pages } from "@content/pages";
import { staff } from "@content/staff";
import { ogCardResponse } from "@/components/seo/og-card";

/**
 * Per-page Open Graph / Twitter images: /og/<page key> for every page of
 * content/pages.ts and /og/staff-<slug> for every staff card. Generated at
 * build (static), from the same titles as the pages' <title>.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

function card(key: string): { title: string; kicker?: string } | undefined {
  if (key.startsWith("staff-")) {
    const person = staff.find((s) => `staff-${s.slug}` === key);
    return person && { title: `${person.name} ${person.surname}`, kicker: `${person.position}, ${person.company}` };
  }
  const page = pages[key];
  return page && { title: page.title };
}

export function generateStaticParams() {
  return [...Object.keys(pages), ...staff.map((s) => `staff-${s.slug}`)].map((key) => ({ key }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const content = card((await params).key);
  if (!content) return new Response("Not found", { status: 404 });
  return ogCardResponse(content);
}
