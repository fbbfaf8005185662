import type { MDXComponents } from "mdx/types";
import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { loadsInFull } from "@/lib/full-load-paths";
import { headingId } from "@/lib/mdx-text";

function text(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(text).join("");
  return "";
}

/** The site's prose styles for long copy (the legal pages' MDX, news articles' Markdown), with `components` added. */
export function proseComponents(components: MDXComponents): MDXComponents {
  return {
    h2: ({ children }) => (
      <h2 id={headingId(text(children))} className="mt-12 scroll-mt-24 text-2xl font-semibold md:text-3xl">
        {children}
      </h2>
    ),
    h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold">{children}</h3>,
    p: ({ children }) => <p className="mt-4 leading-relaxed">{children}</p>,
    ul: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-deep-gold">{children}</ul>,
    ol: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed">{children}</ol>,
    strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
    a: ({ href = "", children, ...rest }: ComponentProps<"a">) =>
      href.startsWith("/") && !loadsInFull(href) ? (
        <Link href={href} className="text-forest underline underline-offset-4">
          {children}
        </Link>
      ) : (
        <a href={href} {...rest} className="text-forest underline underline-offset-4">
          {children}
        </a>
      ),
    ...components,
  };
}
