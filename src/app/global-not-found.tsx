import type { Metadata, Viewport } from "next";
import { notFoundCopy } from "@content/not-found";
import { site } from "@content/site";
import NotFound from "./(site)/not-found";
import { SiteDocument, siteMetadata, siteViewport } from "./(site)/site-document";

/**
 * A path no route matches (HTTP 404). With two root layouts (the public
 * site's and the back office's) Next.js has no layout to put such a page in,
 * so it renders this whole document: the public site's frame around the same
 * text as (site)/not-found.tsx. Its metadata is not merged with a layout's,
 * hence the title written out in full. No robots here: Next.js writes its own
 * `noindex` into every 404, and a second tag repeated it.
 */
export const metadata: Metadata = {
  ...siteMetadata,
  title: `${notFoundCopy.title} | ${site.name}`,
};
export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument seedOnError>
      <NotFound />
    </SiteDocument>
  );
}
