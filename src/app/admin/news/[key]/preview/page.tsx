import type { Metadata } from "next";
import { publishingCopy as c } from "@content/admin-publishing";
import { withCardImages } from "@/components/ui/card-grid-image";
import { NewsArticle } from "@/sections/articles/news-article";
import { NewsCard } from "@/sections/news/news-card";
import { ItemPreview, type PreviewPageProps } from "../../../_publishing/item-preview";

export const metadata: Metadata = { title: c.preview.heading };

/** The latest version as it will appear: its card, and for an article on this site its page. */
export default function PreviewStory({ params }: PreviewPageProps) {
  return (
    <ItemPreview
      name="news"
      params={params}
      words={{ title: (story) => `${c.preview.heading}: ${story.title}`, note: c.preview.note, back: c.preview.back }}
    >
      {(story) => (
        <>
          <section aria-labelledby="preview-card" className="grid gap-4">
            <h2 id="preview-card" className="text-xl font-semibold">
              {c.preview.card}
            </h2>
            <div className="max-w-sm">
              <NewsCard item={withCardImages([story], (s) => s.image)[0]!} />
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
        </>
      )}
    </ItemPreview>
  );
}
