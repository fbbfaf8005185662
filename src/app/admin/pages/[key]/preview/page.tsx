import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireStaff } from "@/server/staff/session";
import { adminPages as words } from "@content/admin-pages";
import type { HomeDoc } from "@content/home";
import { DsarForm } from "@/forms/dsar/dsar-form";
import { featuredStories } from "@/server/publishing/news";
import { pageCollection, type LegalPage } from "@/server/publishing/pages";
import { publishedResults } from "@/server/publishing/results";
import { HomeSections } from "@/sections/home/home-sections";
import { LegalDocument } from "@/sections/legal/legal-document";
import { ItemPreview, type PreviewPageProps } from "../../../_publishing/item-preview";

export const metadata: Metadata = { title: words.title };

const LEGAL_META: Record<string, string> = { "privacy-policy": "privacy", "terms-of-use": "terms" };

/** The latest saved version of a site page, drawn by the public page's own sections (under the back office's strict CSP). */
export default async function PagePreviewPage({ params }: PreviewPageProps) {
  const key = (await params).key;
  const name = pageCollection(key);
  // Signed out: the sign-in page, as for every back-office page, before saying the page does not exist.
  if (!name) {
    await requireStaff();
    notFound();
  }
  const copy = { title: () => words.previewTitle(words.pages[key] ?? key), note: words.previewNote, back: words.back };
  if (name === "pages") {
    const [stories, [latest]] = await Promise.all([featuredStories(), publishedResults()]);
    return (
      <ItemPreview name="pages" params={params} words={copy}>
        {(doc) => (
          <div className="-mx-4 border-y border-ink/20">
            <HomeSections home={doc as HomeDoc} stories={stories} latest={latest?.data} />
          </div>
        )}
      </ItemPreview>
    );
  }
  return (
    <ItemPreview name="legal-pages" params={params} words={copy}>
      {(doc) => (
        <div className="-mx-4 border-y border-ink/20">
          <LegalDocument
            page={LEGAL_META[key] ?? "privacy"}
            file={`${key}.mdx`}
            source={(doc as LegalPage).source}
            components={{ DsarForm }}
          />
        </div>
      )}
    </ItemPreview>
  );
}
