import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { campaignCopy } from "@content/newsletter-campaigns";
import { Markdown } from "@/components/ui/markdown";
import { lagosDay, lagosToday } from "@/lib/lagos-clock";
import { archivePath } from "@/server/newsletter/campaigns";
import { publicArchive, publicIssue } from "@/server/newsletter/archive";

const copy = campaignCopy.archive;

/**
 * One sent issue of the newsletter, as its subscribers read it: the same
 * sanitised Markdown as the articles, in the site's page. Rendered like
 * /news/[slug]: static, again at most every 20 s; an issue not sent is a 404.
 */
export const revalidate = 20;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await publicArchive()).map((issue) => ({ slug: issue.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const issue = await publicIssue((await params).slug);
  return issue
    ? { title: issue.subject, description: issue.preheader || copy.description, alternates: { canonical: archivePath(issue.slug) } }
    : {};
}

export default async function Page({ params }: Props) {
  const issue = await publicIssue((await params).slug);
  if (!issue) notFound();
  return (
    <>
      <div className="bg-forest text-white on-dark">
        <div className="mx-auto max-w-7xl px-4 py-14 md:px-6 md:py-20">
          <h1 className="text-4xl font-semibold text-white md:text-5xl">{issue.subject}</h1>
          {issue.preheader ? <p className="mt-4 max-w-2xl text-lg text-white/90">{issue.preheader}</p> : null}
          <p className="mt-6 text-white/90">
            <time dateTime={lagosToday(issue.sentAt)}>{copy.sentOn(lagosDay(issue.sentAt))}</time>
          </p>
        </div>
      </div>
      <article className="mx-auto max-w-3xl px-4 py-12 text-lg text-ink md:px-6 md:py-16" data-testid="article-body">
        <Markdown source={issue.body} />
        <p className="mt-12 flex flex-wrap gap-6 text-base">
          <Link href="/newsletter/archive" className="font-medium text-forest underline underline-offset-4">
            {copy.back}
          </Link>
          <Link href="/newsletter" className="font-medium text-forest underline underline-offset-4">
            {copy.subscribeLink}
          </Link>
        </p>
      </article>
    </>
  );
}
