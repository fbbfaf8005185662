import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { publishingCopy as c } from "@content/admin-publishing";
import { withCardImages } from "@/components/ui/card-grid-image";
import { NewsArticle } from "@/sections/articles/news-article";
import { NewsCard } from "@/sections/news/news-card";
import { database } from "@/server/db";
import { newsCollection } from "@/server/publishing/news";
import { getItem } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";

export const metadata: Metadata = { title: c.preview.heading };

/**
 * The latest version as it will appear: its card, and for an article on this
 * site its page, rendered by the public pages' own components. Under /admin:
 * rendered per request, `noindex`, `no-store` (src/proxy.ts).
 */
export default async function PreviewStory({ params }: { params: Promise<{ key: string }> }) {
  const staff = await requireStaff(newsCollection.role);
  const { key } = await params;
  const item = await getItem(await database(), staff, newsCollection, key);
  if (!item) notFound();
  const story = item.head.data;
  const [card] = withCardImages([story], (s) => s.image);
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <p>
          <Link href={`/admin/news/${key}`} className="text-forest underline underline-offset-4">
            {c.preview.back}
          </Link>
        </p>
        <h1 className="font-display text-3xl text-forest">
          {c.preview.heading}: {story.title}
        </h1>
        <p role="note">{c.preview.note}</p>
      </div>
      <section aria-labelledby="preview-card" className="grid gap-4">
        <h2 id="preview-card" className="text-xl font-semibold">
          {c.preview.card}
        </h2>
        <div className="max-w-sm">
          <NewsCard item={card!} />
        </div>
      </section>
      {story.isInternal && story.body ? (
        <section aria-labelledby="preview-article" className="grid gap-4">
          <h2 id="preview-article" className="text-xl font-semibold">
            {c.preview.article}
          </h2>
          <div className="overflow-hidden rounded border border-ink/20">
            <NewsArticle story={story} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
