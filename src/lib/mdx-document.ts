import type { Element, ElementContent, Root } from "hast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import type { State } from "mdast-util-to-hast";
import { unified } from "unified";
import { site } from "@content/site";

/**
 * A page's MDX source kept in the database (issue 48: the legal pages), made
 * into an HTML tree without running any of it: remark-mdx only parses, each
 * JSX element of the site's own components (below) becomes an element of that
 * name with its `name` attribute, anything else (other elements, expressions,
 * imports) is dropped, and rehype-sanitize keeps only safe HTML. The page then
 * maps the names to the components (LegalDocument).
 */
const COMPONENTS: Record<string, readonly string[] | null> = {
  Mailbox: Object.keys(site.mailboxes),
  Phone: ["phone", "hotline"],
  LagosAddress: null,
  LiveChat: null,
  DsarForm: null,
  TextSizer: null,
};

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

function nameOf(node: Jsx): string | undefined {
  const attribute = node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === "name");
  return typeof attribute?.value === "string" ? attribute.value : undefined;
}

function jsx(state: State, node: Jsx): Element | undefined {
  if (!node.name || !Object.hasOwn(COMPONENTS, node.name)) return undefined;
  const name = nameOf(node);
  const element: Element = {
    type: "element",
    tagName: node.name.toLowerCase(),
    properties: name ? { name } : {},
    children: state.all(node) as ElementContent[],
  };
  return element;
}

const drop = () => undefined;

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkRehype, {
    handlers: { mdxJsxFlowElement: jsx, mdxJsxTextElement: jsx, mdxFlowExpression: drop, mdxTextExpression: drop, mdxjsEsm: drop },
  })
  .use(rehypeSanitize, {
    ...defaultSchema,
    clobberPrefix: "",
    tagNames: [...(defaultSchema.tagNames ?? []), ...Object.keys(COMPONENTS).map((name) => name.toLowerCase())],
    attributes: { ...defaultSchema.attributes, mailbox: ["name"], phone: ["name"] },
  });

/** The sanitized tree of an MDX page; throws on MDX that does not parse (checkMdxDocument says why, for the editor). */
export function mdxDocumentTree(source: string): Root {
  return processor.runSync(processor.parse(source)) as Root;
}

/** What is wrong with an MDX page's source, for its editor (null: nothing): a syntax error, an unknown component or name. */
export function checkMdxDocument(source: string): string | null {
  let tree;
  try {
    tree = unified().use(remarkParse).use(remarkMdx).parse(source);
  } catch (error) {
    return `is not valid MDX: ${error instanceof Error ? error.message : String(error)}`;
  }
  const problems: string[] = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      const jsxNode = node as Jsx;
      const allowed = jsxNode.name ? COMPONENTS[jsxNode.name] : undefined;
      if (allowed === undefined || !Object.hasOwn(COMPONENTS, jsxNode.name ?? ""))
        problems.push(`<${jsxNode.name ?? ""}> is not one of ${Object.keys(COMPONENTS).join(", ")}`);
      else if (allowed && !allowed.includes(nameOf(jsxNode) ?? ""))
        problems.push(`<${jsxNode.name}> needs name= one of ${allowed.join(", ")}`);
    } else if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression" || node.type === "mdxjsEsm") {
      problems.push("holds code in { } or an import, which the site does not run");
    }
    for (const child of (node.children ?? []) as { type: string }[]) visit(child);
  };
  visit(tree);
  return problems[0] ?? null;
}
