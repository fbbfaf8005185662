import type { MDXComponents } from "mdx/types";

/** Required by @next/mdx: long copy in content/pages/*.mdx renders with the site's prose styles. */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...components };
}
