import Link from "next/link";
import { articlePage } from "@content/news";
import type { NewsStory } from "@content/schema";
import { JsonLd } from "@/components/seo/json-ld";
import { StaticImage as Image } from "@/components/ui/static-image";
import { Markdown, markdownText } from "@/lib/markdown";
import { readingMinutes } from "@/lib/reading-time";
import { articleJsonLd } from "@/lib/structured-data";
import { isoDate } from "@/sections/news/format-date";

/** An article written in the back office: heading, type, date and reading time, its image, the Markdown body. */
export function NewsArticle({ story }: { story: NewsStory }) {
  const body = story.body ?? "";
  const text = markdownText(body);
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          headline: story.title,
          description: story.description ?? story.type,
          path: story.link,
          image: story.image,
          published: isoDate(story.date),
          wordCount: text.split(/\s+/).filter(Boolean).length,
        })}
      />
      <div className="bg-forest text-white on-dark">
        <div className="mx-auto max-w-7xl px-4 py-14 md:px-6 md:py-20">
          <h1 className="text-4xl font-semibold text-white md:text-5xl">{story.title}</h1>
          {story.description ? <p className="mt-4 max-w-2xl text-lg text-white/90">{story.description}</p> : null}
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-white/90" data-testid="article-meta">
            <span>{story.type}</span>
            <time dateTime={isoDate(story.date)}>{story.date}</time>
            <span data-testid="reading-time">{articlePage.readingTime(readingMinutes(text))}</span>
          </p>
        </div>
      </div>
      <article className="mx-auto max-w-3xl px-4 py-12 text-lg text-ink md:px-6 md:py-16" data-testid="article-body">
        <Image
          src={story.image}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          preload
          className="mb-8 h-auto w-full rounded-xl bg-sand-200"
        />
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
