import Link from "next/link";
import { articlePage, authoredArticle } from "@content/news";
import { pageMeta } from "@content/pages";
import type { NewsStory } from "@content/schema";
import { JsonLd } from "@/components/seo/json-ld";
import { StaticImage as Image } from "@/components/ui/static-image";
import { Markdown } from "@/components/ui/markdown";
import { markdownText } from "@/lib/markdown-tree";
import { readingMinutes } from "@/lib/reading-time";
import { isoDate } from "@/lib/calendar-date";
import { lagosIsoTime, storyTimes } from "@/lib/story-times";
import { newsArticleJsonLd } from "@/lib/structured-data";

/**
 * An article of our own (spec §2 Articles, issue 32): heading, byline or type,
 * date and reading time, the story's image (left out when its file is
 * missing), the Markdown body and NewsArticle JSON-LD with the times it was
 * published and changed (`times`), from the published version. The seed's two articles keep their
 * author and their page head of content/pages.ts (no standfirst, the search
 * engines' description); one written in the back office shows its type and
 * its description. The site's ScrollToTop opens it at the top.
 */
export function NewsArticle({
  story,
  times = storyTimes(story, new Date()),
  hasImage = true,
}: {
  story: NewsStory;
  /** Absent in the back office's preview: as if published now. */
  times?: { published: Date; modified: Date };
  hasImage?: boolean;
}) {
  const body = story.body ?? "";
  const text = markdownText(body);
  const authored = authoredArticle(story.link);
  const page = authored ? pageMeta(authored.page) : undefined;
  const standfirst = page ? page.intro : story.description;
  return (
    <>
      <JsonLd
        data={newsArticleJsonLd({
          headline: story.title,
          description: page?.description ?? story.description ?? story.type,
          path: story.link,
          image: hasImage ? story.image : undefined,
          published: lagosIsoTime(times.published),
          modified: lagosIsoTime(times.modified),
          author: authored?.author,
          authorRole: authored?.authorRole,
          wordCount: text.split(/\s+/).filter(Boolean).length,
        })}
      />
      <div className="bg-forest text-white on-dark">
        <div className="mx-auto max-w-7xl px-4 py-14 md:px-6 md:py-20">
          <h1 className="text-4xl font-semibold text-white md:text-5xl">{story.title}</h1>
          {standfirst ? <p className="mt-4 max-w-2xl text-lg text-white/90">{standfirst}</p> : null}
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-white/90" data-testid="article-meta">
            <span>{authored ? articlePage.byline(authored.author, authored.authorRole) : story.type}</span>
            <time dateTime={isoDate(story.date)}>{story.date}</time>
            <span data-testid="reading-time">{articlePage.readingTime(readingMinutes(text))}</span>
          </p>
        </div>
      </div>
      <article className="mx-auto max-w-3xl px-4 py-12 text-lg text-ink md:px-6 md:py-16" data-testid="article-body">
        {hasImage ? (
          <Image
            src={story.image}
            alt=""
            sizes="(min-width: 768px) 720px, 100vw"
            preload
            className="mb-8 h-auto w-full rounded-xl bg-sand-200"
          />
        ) : null}
        <Markdown source={body} />
        <p className="mt-12 border-t border-ink/10 pt-6">
          <Link href={articlePage.more.href} className="font-semibold text-forest underline underline-offset-4">
            {articlePage.more.label}
          </Link>
        </p>
      </article>
    </>
  );
}
