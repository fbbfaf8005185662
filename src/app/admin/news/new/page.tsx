import type { Metadata } from "next";
import { BackLink } from "@/admin/links";
import { publishingCopy as c } from "@content/admin-publishing";
import { newsCollection } from "@/server/publishing/news";
import { requireStaff } from "@/server/staff/session";
import { StoryForm } from "../story-form";
import { UnsavedChanges } from "../../_publishing/unsaved-changes";

export const metadata: Metadata = { title: c.editor.newHeading };

export default async function NewStory() {
  await requireStaff(newsCollection.role);
  return (
    <section aria-labelledby="editor-heading" className="grid max-w-3xl gap-6">
      <BackLink href="/admin/news">{c.editor.back}</BackLink>
      <h1 id="editor-heading" className="font-display text-3xl text-forest">
        {c.editor.newHeading}
      </h1>
      <UnsavedChanges>
        <StoryForm
          initial={{
            title: "",
            date: "",
            type: "Press Release",
            description: "",
            image: "",
            kind: "internal",
            link: "",
            body: "",
            key: "",
            seedLink: "",
          }}
          revision={0}
        />
      </UnsavedChanges>
    </section>
  );
}
