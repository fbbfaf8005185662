import type { Metadata } from "next";
import Link from "next/link";
import { campaignCopy } from "@content/newsletter-campaigns";
import { lagosDay, lagosToday } from "@/lib/lagos-clock";
import { archivePath } from "@/server/newsletter/campaigns";
import { publicArchive } from "@/server/newsletter/archive";

const copy = campaignCopy.archive;

export const metadata: Metadata = { title: copy.title, description: copy.description, alternates: { canonical: "/newsletter/archive" } };

/** Every sent issue of the newsletter, newest first. Static, rendered again at most every 20 s (as /news). */
export const revalidate = 20;

export default async function Page() {
  const issues = await publicArchive();
  return (
    <>
      <div className="bg-forest text-white on-dark">
        <div className="mx-auto max-w-7xl px-4 py-14 md:px-6 md:py-20">
          <h1 className="text-4xl font-semibold text-white md:text-5xl">{copy.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{copy.intro}</p>
        </div>
      </div>
      <section aria-label={copy.title} className="mx-auto w-full max-w-3xl px-4 py-12 md:px-6">
        {issues.length === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <ul className="grid gap-6">
            {issues.map((issue) => (
              <li key={issue.slug} className="border-b border-ink/10 pb-6">
                <h2 className="text-2xl font-semibold">
                  <Link href={archivePath(issue.slug)} className="text-forest underline-offset-4 hover:underline">
                    {issue.subject}
                  </Link>
                </h2>
                {issue.preheader ? <p className="mt-2 text-ink-muted">{issue.preheader}</p> : null}
                <p className="mt-2 text-sm text-ink-muted">
                  <time dateTime={lagosToday(issue.sentAt)}>{copy.sentOn(lagosDay(issue.sentAt))}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-10">
          <Link href="/newsletter" className="font-medium text-forest underline underline-offset-4">
            {copy.subscribeLink}
          </Link>
        </p>
      </section>
    </>
  );
}
