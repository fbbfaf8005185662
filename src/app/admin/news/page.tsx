import type { Metadata } from "next";
import Link from "next/link";
import { publishingCopy as c } from "@content/admin-publishing";
import { buttonClass } from "@/components/ui/button-class";
import { lagosTime } from "@/lib/lagos-clock";
import { database } from "@/server/db";
import { newsCollection } from "@/server/publishing/news";
import { listItems } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { stateLine } from "./state-line";

export const metadata: Metadata = { title: c.news.heading };

/** /admin/news: every story, the most recently changed first, with its state. */
export default async function NewsList() {
  const staff = await requireStaff(newsCollection.role);
  const items = await listItems(await database(), staff, newsCollection);
  return (
    <section aria-labelledby="news-heading" className="grid gap-6">
      <h1 id="news-heading" className="font-display text-3xl text-forest">
        {c.news.heading}
      </h1>
      <p>{c.news.intro}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/admin/news/new" className={buttonClass({ size: "sm" })}>
          {c.news.newStory}
        </Link>
        <Link href="/admin/news/featured" className={buttonClass({ variant: "secondary", size: "sm" })}>
          {c.news.featured}
        </Link>
      </div>
      {items.length === 0 ? (
        <p>{c.news.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-ink/20">
                <th scope="col" className="py-2 pr-4">
                  {c.news.columns.title}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {c.news.columns.state}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {c.news.columns.date}
                </th>
                <th scope="col" className="py-2">
                  {c.news.columns.changed}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.key} className="border-b border-ink/10 align-top" data-testid="story-row">
                  <td className="py-2 pr-4">
                    <Link href={`/admin/news/${item.key}`} className="font-medium text-forest underline underline-offset-4">
                      {item.head.data.title}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{stateLine(item)}</td>
                  <td className="py-2 pr-4">{item.head.data.date}</td>
                  <td className="py-2 text-sm text-ink-muted">
                    {c.news.changedBy(lagosTime(item.updatedAt), item.head.authorEmail ?? c.news.seed)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
