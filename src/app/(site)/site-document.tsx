import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { navigation } from "@content/navigation";
import { contactDetailsSeed, groupPurposeSeed, site } from "@content/site";
import { serverEnv } from "@/env";
import { publishedContacts, publishedGroupPurpose } from "@/server/publishing/pages";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { PageLoader } from "@/components/layout/page-loader";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SkipLink } from "@/components/layout/skip-link";
import { TEXT_SCALE_INIT_SCRIPT } from "@/lib/text-scale";
import { BRAND_COLOURS } from "@/lib/brand-colours";
import { fraunces, inter } from "../fonts";
import "../globals.css";

/**
 * The public site's document: header, page loader, footer. Two files render
 * it: the (site) root layout, and src/app/global-not-found.tsx (a path no
 * route matches), which Next.js renders without any layout since the back
 * office has a root layout of its own (decision 105).
 */
export const siteMetadata: Metadata = {
  // Every relative URL of the metadata (canonical links, share images) is made absolute on SITE_URL.
  metadataBase: new URL(serverEnv().SITE_URL),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  // The site-wide share card (src/app/og/[key]/route.tsx, "site"), for a page without its own.
  openGraph: { type: "website", siteName: site.name, locale: "en_NG", images: [siteCard("/opengraph-image")] },
  twitter: { card: "summary_large_image", images: [siteCard("/twitter-image")] },
};

function siteCard(url: string) {
  return { url, width: 1200, height: 630, alt: site.name, type: "image/png" };
}

export const siteViewport: Viewport = {
  themeColor: BRAND_COLOURS.forest,
  width: "device-width",
  initialScale: 1,
};

/**
 * `seedOnError`: the 404 page, never cached, shows the seed's footer when the database cannot answer, rather
 * than failing; a cached page keeps what it has instead (a thrown read keeps Next.js's last render, decision 100).
 */
export async function SiteDocument({ children, seedOnError = false }: { children: ReactNode; seedOnError?: boolean }) {
  // The footer's mission and contact details are as published (decisions 155, 156): every page reads them, under their collections' tags.
  const frame = Promise.all([publishedGroupPurpose(), publishedContacts()]);
  const [{ mission }, contacts] = seedOnError ? await frame.catch(() => [groupPurposeSeed(), contactDetailsSeed()] as const) : await frame;
  return (
    <html lang="en-NG" className={`${inter.variable} ${fraunces.variable}`} suppressHydrationWarning>
      <head>
        {/* Before first paint: the text size saved by the accessibility page's text sizer. */}
        <script dangerouslySetInnerHTML={{ __html: TEXT_SCALE_INIT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <SkipLink />
        <PageLoader />
        <ScrollToTop />
        <SiteHeader navigation={navigation} brand={site.shortName} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none" data-behind-loader>
          {children}
        </main>
        <SiteFooter mission={mission} contacts={contacts} />
      </body>
    </html>
  );
}
