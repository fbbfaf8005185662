import "server-only";
import { home } from "@content/home";
import { news } from "@content/news";
import { FeaturedStoriesSchema, type NewsStory } from "@content/schema";
import { slugify } from "@/lib/slugify";
import { publishedItems } from "./public";
import { RenderableNewsStorySchema } from "./renderable";
import { defineCollection, type Published } from "./store";

/** The key of a seed story: its article's last path part, else its title's words. */
function storyKey(story: { link: string; title: string }): string {
  if (story.link.startsWith("/")) return story.link.split("/").filter(Boolean).pop()!;
  return slugify(story.title);
}

/** News & Insights (marketing): content/news.ts is its seed. */
export const newsCollection = defineCollection({
  name: "news",
  // content/schema.ts's checks and that its page renders (a body nested too deep, an image of no known size).
  schema: RenderableNewsStorySchema,
  seed: () => news.map((story) => ({ key: storyKey(story), data: story })),
  role: "marketing",
  title: (story) => story.title,
  // Newest first (spec §2); stories of one day keep the seed's order by key.
  order: (a, b) => Date.parse(b.date) - Date.parse(a.date),
});

/** The home page's Featured Stories (marketing): one item, "home", seeded from content/home.ts. */
export const featuredCollection = defineCollection({
  name: "featured-stories",
  schema: FeaturedStoriesSchema,
  seed: () => [{ key: "home", data: { stories: [...home.featuredStories.stories] } }],
  role: "marketing",
  title: () => "Featured Stories",
});

/** The published stories, newest first, as /news shows them. */
export async function publishedNews(): Promise<Published<NewsStory>[]> {
  return publishedItems(newsCollection);
}

/** The stories the home page features, in the chosen order; a story no longer published is left out. */
export async function featuredStories(): Promise<NewsStory[]> {
  const [stories, [featured]] = await Promise.all([publishedNews(), publishedItems(featuredCollection)]);
  const byLink = new Map(stories.map((s) => [s.data.link, s.data]));
  return (featured?.data.stories ?? []).flatMap((link) => byLink.get(link) ?? []);
}

/** Whether a story has its own page at /news/<key>: an internal story with a Markdown body. */
export function isArticleOf(data: unknown, key: string): boolean {
  const story = data as NewsStory;
  return Boolean(story.isInternal && story.link === `/news/${key}` && story.body);
}

/** An internal story written in the back office (a Markdown body), by its key; null when none is published. */
export async function publishedArticle(key: string): Promise<Published<NewsStory> | null> {
  const stories = await publishedNews();
  return stories.find((s) => s.key === key && isArticleOf(s.data, key)) ?? null;
}
