import type { Metadata } from "next";
import { publishingCopy as c } from "@content/admin-publishing";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { database } from "@/server/db";
import { featuredCollection, newsCollection } from "@/server/publishing/news";
import { getItem, listItems } from "@/server/publishing/store";
import { requireStaff } from "@/server/staff/session";
import { ActionForm } from "@/admin/action-form";
import { BackLink } from "@/admin/links";
import { saveFeatured } from "../actions";

export const metadata: Metadata = { title: c.featured.heading };

/** /admin/news/featured: the home page's Featured Stories, chosen among the published stories. */
export default async function FeaturedStories() {
  const staff = await requireStaff(featuredCollection.role);
  const db = await database();
  const [featured, stories] = await Promise.all([getItem(db, staff, featuredCollection, "home"), listItems(db, staff, newsCollection)]);
  const published = stories.filter((s) => s.state === "published").map((s) => s.head.data);
  const chosen = featured?.head.data.stories ?? [];
  return (
    <section aria-labelledby="featured-heading" className="grid max-w-3xl gap-6">
      <BackLink href="/admin/news">{c.editor.back}</BackLink>
      <h1 id="featured-heading" className="font-display text-3xl text-forest">
        {c.featured.heading}
      </h1>
      <p>{c.featured.intro}</p>
      <ActionForm
        action={saveFeatured}
        legend={c.featured.heading}
        hidden={{ revision: String(featured?.revision ?? 0) }}
        className="grid gap-4"
      >
        {[1, 2, 3].map((n) => (
          <label key={n} className="grid gap-1">
            <span className="font-medium">{c.featured.slot(n)}</span>
            <select name={`story${n}`} defaultValue={chosen[n - 1] ?? ""} className={controlClass}>
              <option value="">{c.featured.none}</option>
              {published.map((story) => (
                <option key={story.link} value={story.link}>
                  {story.title} ({story.date})
                </option>
              ))}
            </select>
          </label>
        ))}
        <div>
          <button type="submit" className={buttonClass()}>
            {c.featured.save}
          </button>
        </div>
      </ActionForm>
    </section>
  );
}
