import { StaticImage as Image } from "@/components/ui/static-image";
import Link from "next/link";
import type { ComponentType } from "react";
import { articleNewsItem, articlePage, articles } from "@content/news";
import { pageMeta } from "@content/pages";
import { JsonLd } from "@/components/seo/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { mdxToText } from "@/lib/mdx-text";
import { readMdxSource } from "@/lib/mdx-source";
import { readingMinutes } from "@/lib/reading-time";
import { articleJsonLd } from "@/lib/structured-data";
import { isoDate } from "@/sections/news/format-date";

/**
 * An internal article (spec §2 Articles): heading, byline, date and reading
 * time, the story's image, the MDX body and Article JSON-LD. The site's
 * ScrollToTop opens it at the top.
 */
export function ArticleLayout({
  article,
  page,
  file,
  Body,
}: {
  article: keyof typeof articles;
  page: string;
  file: string;
  Body: ComponentType;
}) {
  const meta = pageMeta(page);
  const item = articleNewsItem(article);
  const byline = articles[article];
  const text = mdxToText(readMdxSource(file));
  const published = isoDate(item.date);

  return (
    <>
      <JsonLd
        data={articleJsonLd({
          headline: meta.heading,
          description: meta.description,
          path: meta.path,
          image: item.image,
          published,
          author: byline.author,
          authorRole: byline.authorRole,
          wordCount: text.split(/\s+/).filter(Boolean).length,
        })}
      />
      <PageIntro page={page}>
        <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-white/90" data-testid="article-meta">
          <span>{articlePage.byline(byline.author, byline.authorRole)}</span>
          <time dateTime={published}>{item.date}</time>
          <span data-testid="reading-time">{articlePage.readingTime(readingMinutes(text))}</span>
        </p>
      </PageIntro>
      <article className="mx-auto max-w-3xl px-4 py-12 text-lg text-ink md:px-6 md:py-16">
        <Image
          src={item.image}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          preload
          className="mb-8 h-auto w-full rounded-xl bg-sand-200"
        />
        <Body />
        <p className="mt-12 border-t border-ink/10 pt-6">
          <Link href={articlePage.more.href} className="font-semibold text-forest underline underline-offset-4">
            {articlePage.more.label}
          </Link>
        </p>
      </article>
    </>
  );
}
