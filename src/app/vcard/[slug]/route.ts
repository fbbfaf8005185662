import { staff } from "@content/staff";
import { CACHE_POLICY, cachedResponse } from "@/lib/http-cache";
import { absoluteUrl } from "@/lib/site-url";
import { buildVCard, vCardFileName } from "@/lib/vcard";
import { publishedStaffCard } from "@/server/publishing/people";

/**
 * /vcard/{slug}: the staff card's 'Save contact' download, a vCard 4.0 of the
 * published card: the seed's built at build time, a new card's at its first
 * request, each again at most every 20 s (decision 100).
 */
export const dynamic = "force-static";
export const revalidate = 20;

export function generateStaticParams() {
  return staff.map((person) => ({ slug: person.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const person = await publishedStaffCard((await params).slug);
  if (!person) return new Response("Not found", { status: 404 });
  const url = absoluteUrl(`/${person.slug}`);
  return cachedResponse(buildVCard(person, { url }), {
    contentType: "text/vcard; charset=utf-8",
    // HR's edits reach a saved-contact download within a minute, like the card's page.
    cacheControl: CACHE_POLICY.published,
    headers: { "Content-Disposition": `attachment; filename="${vCardFileName(person)}"` },
  });
}
