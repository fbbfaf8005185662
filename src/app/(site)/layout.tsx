import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteDocument, siteMetadata, siteViewport } from "./site-document";

/** The public site's root layout (the back office has its own: src/app/admin/layout.tsx). */
export const metadata: Metadata = siteMetadata;
export const viewport: Viewport = siteViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
