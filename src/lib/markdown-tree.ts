import type { Element, Root, RootContent } from "hast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { headingId } from "./mdx-text";

/**
 * Article bodies written in the back office (issue 32): Markdown, never MDX,
 * so staff-written text never runs as code. remark parses it; raw HTML in it
 * is dropped (remark-rehype without allowDangerousHtml), so a <script> or an
 * onerror attribute never reaches the page; rehype-sanitize (GitHub's schema)
 * then keeps only safe elements, attributes and URL schemes (no javascript:).
 * After it, level-2 headings get the ids the MDX pages give them, and links
 * to other sites rel="noopener noreferrer" and a new tab, as on /news.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "" })
  .use(() => (tree: Root) => decorate(tree));

function textOf(node: RootContent): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return (node.children as RootContent[]).map(textOf).join("");
  return "";
}

function decorate(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    if (child.tagName === "h2") child.properties.id = headingId(textOf(child));
    else if (child.tagName !== "h2" && child.properties.id !== undefined) delete child.properties.id;
    if (child.tagName === "a" && /^https?:\/\//i.test(String(child.properties.href ?? ""))) {
      child.properties.rel = ["noopener", "noreferrer"];
      child.properties.target = "_blank";
    }
    decorate(child);
  }
}

/**
 * The sanitized HTML tree of a Markdown body (the page, the search index and
 * the save-time check read it). No React here, so scripts run it too.
 */
export function markdownTree(markdown: string): Root {
  return processor.runSync(processor.parse(markdown)) as Root;
}

/** The body's plain text (reading time, word count, search). */
export function markdownText(markdown: string): string {
  return markdownTree(markdown).children.map(textOf).join(" ").replace(/\s+/g, " ").trim();
}

/** The body's sections under its level-2 headings, for the search index. */
export function markdownSections(markdown: string): { heading: string | null; text: string }[] {
  const sections: { heading: string | null; text: string }[] = [{ heading: null, text: "" }];
  for (const node of markdownTree(markdown).children) {
    if (node.type === "element" && node.tagName === "h2") sections.push({ heading: textOf(node), text: "" });
    else sections[sections.length - 1]!.text += ` ${textOf(node)}`;
  }
  return sections.map((s) => ({ ...s, text: s.text.replace(/\s+/g, " ").trim() })).filter((s) => s.heading || s.text);
}
