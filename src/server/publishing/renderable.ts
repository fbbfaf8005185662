import "server-only";
import type { Element, Root } from "hast";
import { imageSize } from "@content/media";
import { renderChecks } from "@content/publishing-checks";
import { NewsStorySchema } from "@content/schema";
import { markdownTree } from "@/lib/markdown-tree";

/**
 * Deeper than any article needs, and far from where rendering runs out of
 * stack: a body of 1,000 nested list markers ("- - - … x", 2 KB) makes
 * remark throw "Maximum call stack size exceeded".
 */
const MAX_BODY_DEPTH = 40;

function depth(node: Root | Element): number {
  let deepest = 0;
  for (const child of node.children) if (child.type === "element") deepest = Math.max(deepest, depth(child));
  return deepest + 1;
}

/** Whether a Markdown body renders as the article page renders it (src/components/ui/markdown.tsx). */
export function bodyRenders(body: string): boolean {
  try {
    return depth(markdownTree(body)) <= MAX_BODY_DEPTH;
  } catch {
    return false;
  }
}

/** Whether the article page can size the image (next/image needs its width and height). */
function imageRenders(src: string): boolean {
  try {
    imageSize(src);
    return true;
  } catch {
    return false;
  }
}

/**
 * content/schema.ts's story, and what its page will need to render: a story
 * whose body or image would make its page fail cannot be saved, so it is
 * never published (issue 32: a published item never breaks a page). The
 * field is named in the form, like every other check.
 */
export const RenderableNewsStorySchema = NewsStorySchema.superRefine((story, context) => {
  if (story.body && !bodyRenders(story.body)) context.addIssue({ code: "custom", path: ["body"], message: renderChecks.body });
  if (!imageRenders(story.image)) context.addIssue({ code: "custom", path: ["image"], message: renderChecks.image });
});
