import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { MDXComponents } from "mdx/types";
import { proseComponents } from "@/components/ui/prose-components";
import { mdxDocumentTree } from "@/lib/mdx-document";
import { legalCopy } from "@content/legal";
import type { PageHead } from "@content/pages";
import type { ContactDetails } from "@content/site";
import { PageIntro } from "@/components/ui/page-intro";
import { headingId, mdxSections } from "@/lib/mdx-text";
import { contactBits } from "./mdx-bits";

/**
 * A long-copy page (terms, privacy, accessibility): the page heading, a
 * table of contents built from the MDX's `##` headings, and the MDX body as
 * published (issue 48), rendered through src/lib/mdx-document.ts, which runs no code.
 */
export function LegalDocument({
  head,
  contacts,
  source,
  components = {},
}: {
  head: PageHead;
  contacts: ContactDetails;
  source: string;
  components?: MDXComponents;
}) {
  const headings = mdxSections(source)
    .map((s) => s.heading)
    .filter((h): h is string => h !== null);
  return (
    <>
      <PageIntro head={head} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:px-6 lg:grid-cols-[16rem_1fr] lg:py-16">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-heading" className="text-sm font-semibold tracking-widest text-deep-gold uppercase">
            {legalCopy.tocHeading}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {headings.map((h) => (
              <li key={h}>
                <a href={`#${headingId(h)}`} className="text-forest underline-offset-4 hover:underline">
                  {h}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl text-lg text-ink" data-testid="legal-body">
          <SourceBody source={source} components={{ ...contactBits(contacts), ...components }} />
        </article>
      </div>
    </>
  );
}

/** An MDX source from the database, with the site's prose styles and its components (by their lower-case names). */
function SourceBody({ source, components }: { source: string; components: MDXComponents }) {
  const named = Object.fromEntries(Object.entries(components).map(([name, part]) => [name.toLowerCase(), part]));
  const all = proseComponents(named as MDXComponents);
  return toJsxRuntime(mdxDocumentTree(source), { Fragment, jsx, jsxs, components: all as never });
}
