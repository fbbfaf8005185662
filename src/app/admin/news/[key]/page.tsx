import { publishingCopy as c } from "@content/admin-publishing";
import type { NewsStory } from "@content/schema";
import { editorTitle, ItemEditor, type DataOf, type EditorPageProps } from "../../_publishing/item-editor";
import { StoryForm } from "../story-form";
import type { StoryValues } from "../story-values";

const heading = (story: DataOf<"news">) => c.editor.editHeading(story.title);
export const generateMetadata = editorTitle("news", heading, c.news.heading);

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

/** /admin/news/<key>: the story's editor, its publication (publish, schedule, unpublish, preview) and its history. */
export default function EditStory(props: EditorPageProps) {
  return (
    <ItemEditor
      {...props}
      name="news"
      back={c.editor.back}
      heading={heading}
      form={(item) => <StoryForm initial={valuesOf(item.head.data, item.key)} existing={item.key} revision={item.revision} />}
    />
  );
}
