import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import type { ReactNode } from "react";
import { proseComponents } from "@/components/ui/prose-components";
import { markdownTree } from "@/lib/markdown-tree";

/** A Markdown body as React elements, with the MDX pages' prose styles. */
export function Markdown({ source }: { source: string }): ReactNode {
  // The MDX pages' component map (plain functions: no hooks), so both look alike.
  const components = proseComponents({});
  return toJsxRuntime(markdownTree(source), { Fragment, jsx, jsxs, components: components as never });
}
