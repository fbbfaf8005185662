import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteDocument, siteMetadata, siteViewport } from "./site-document";

/** The public site's root layout (the back office has its own: src/app/admin/layout.tsx). */
export const metadata: Metadata = siteMetadata;
export const viewport: Viewport = siteViewport;

/**
 * Every page shows the group's published mission in its footer (decision 155): a page that is otherwise
 * static is rendered again at most every 20 s too, so each instance follows a publication within a minute.
 */
export const revalidate = 20;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
