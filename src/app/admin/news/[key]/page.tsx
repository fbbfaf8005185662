import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { publishingCopy as c } from "@content/admin-publishing";
import type { NewsStory } from "@content/schema";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { lagosTime } from "@/lib/lagos-clock";
import { database } from "@/server/db";
import { newsCollection } from "@/server/publishing/news";
import { getItem, history } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { ActionForm } from "../../inbox/_components/action-form";
import { publishStory, revertStory, scheduleStory, unpublishStory } from "../actions";
import { stateLine } from "../state-line";
import { StoryForm, type StoryValues } from "../story-form";

export const metadata: Metadata = { title: c.news.heading };

type Props = { params: Promise<{ key: string }>; searchParams: Promise<{ done?: string }> };

function valuesOf(story: NewsStory, key: string): StoryValues {
  const ownArticle = story.link === `/news/${key}`;
  return {
    title: story.title,
    date: story.date,
    type: story.type,
    description: story.description ?? "",
    image: story.image,
    kind: story.isInternal ? "internal" : "external",
    link: story.isInternal ? "" : story.link,
    body: story.body ?? "",
    key,
    seedLink: story.isInternal && !ownArticle ? story.link : "",
  };
}

/** /admin/news/<key>: the editor, the story's publication (publish, schedule, unpublish, preview) and its history. */
export default async function EditStory({ params, searchParams }: Props) {
  const staff = await requireStaff(newsCollection.role);
  const { key } = await params;
  const db = await database();
  const item = await getItem(db, staff, newsCollection, key);
  if (!item) notFound();
  const versions = await history(db, staff, newsCollection, key);
  const { done } = await searchParams;
  const hidden = { key, revision: String(item.revision) };
  const live = item.state === "published" ? item.publishedVersion : null;
  return (
    <div className="grid gap-10">
      <section aria-labelledby="editor-heading" className="grid max-w-3xl gap-6">
        <p>
          <Link href="/admin/news" className="text-forest underline underline-offset-4">
            {c.editor.back}
          </Link>
        </p>
        <h1 id="editor-heading" className="font-display text-3xl text-forest">
          {c.editor.editHeading(item.head.data.title)}
        </h1>
        {done === "saved" || done === "published" ? (
          <p role="status" className="rounded border border-success bg-success/10 p-3 text-success">
            {done === "published" ? c.editor.published : c.editor.saved(item.head.number)}
          </p>
        ) : null}
        {/* The key remounts the form on a new revision, so it shows what was saved. */}
        <StoryForm key={item.revision} initial={valuesOf(item.head.data, key)} existing={key} revision={item.revision} />
      </section>

      <section aria-labelledby="status-heading" className="grid max-w-3xl gap-4 rounded border border-ink/20 p-4">
        <h2 id="status-heading" className="text-xl font-semibold">
          {c.status.heading}
        </h2>
        <p data-testid="story-state">
          <strong>{stateLine(item)}.</strong> {live ? c.status.live(live) : item.state === "scheduled" ? "" : c.status.notLive}{" "}
          {item.state === "scheduled" && item.scheduledVersion && item.publishAt
            ? c.status.scheduledFor(item.scheduledVersion, lagosTime(item.publishAt))
            : null}
        </p>
        <p>
          <Link href={`/admin/news/${key}/preview`} className="text-forest underline underline-offset-4">
            {c.status.preview}
          </Link>
        </p>
        <div className="flex flex-wrap gap-3">
          <ActionForm action={publishStory} hidden={hidden}>
            <button type="submit" className={buttonClass({ size: "sm" })}>
              {c.status.publish}
            </button>
          </ActionForm>
          {/* Always in the page, so its answer stays on screen when the button goes with the story's state. */}
          <ActionForm action={unpublishStory} hidden={hidden}>
            {item.state === "published" || item.state === "scheduled" ? (
              <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
                {c.status.unpublish}
              </button>
            ) : null}
          </ActionForm>
        </div>
        <ActionForm action={scheduleStory} hidden={hidden} className="grid gap-2 sm:max-w-sm">
          <label className="grid gap-1">
            <span className="font-medium">{c.status.scheduleAt}</span>
            <input type="datetime-local" name="at" required className={controlClass} />
          </label>
          <div>
            <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
              {c.status.schedule}
            </button>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="history-heading" className="grid max-w-3xl gap-4">
        <h2 id="history-heading" className="text-xl font-semibold">
          {c.history.heading}
        </h2>
        <ol className="grid gap-3" data-testid="history">
          {versions.map((version) => (
            <li key={version.number} className="flex flex-wrap items-center justify-between gap-3 border-b border-ink/10 pb-3">
              <div>
                <p className="font-medium">
                  {c.history.version(version.number)}: {version.data.title}
                  {version.number === live ? (
                    <span className="ml-2 rounded bg-forest px-2 py-0.5 text-sm text-white">{c.history.live}</span>
                  ) : null}
                </p>
                <p className="text-sm text-ink-muted">
                  {c.history.by(version.authorEmail ?? c.news.seed, lagosTime(version.createdAt))} ·{" "}
                  {c.history.notes[version.note] ?? version.note}
                </p>
              </div>
              {version.number !== item.head.number ? (
                <ActionForm action={revertStory} hidden={{ ...hidden, version: String(version.number) }}>
                  <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
                    {c.history.revert(version.number)}
                  </button>
                </ActionForm>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
