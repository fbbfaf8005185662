/** What the story editor shows and posts: read by the form and by its server action (so neither imports the other). */
export type StoryValues = {
  title: string;
  date: string;
  type: string;
  description: string;
  image: string;
  kind: "external" | "internal";
  link: string;
  body: string;
  key: string;
  /** A seed article's own path (/casalavorowuseii): kept as it is. */
  seedLink: string;
};
