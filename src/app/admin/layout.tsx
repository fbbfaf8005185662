import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { admin } from "@content/admin";
import { serverEnv } from "@/env";
import { SkipLink } from "@/components/layout/skip-link";
import { buttonClass } from "@/components/ui/button-class";
import { BRAND_COLOURS } from "@/lib/brand-colours";
import { TEXT_SCALE_INIT_SCRIPT } from "@/lib/text-scale";
import { newCounts } from "@/server/inbox/counts";
import { navFor } from "@/server/staff/nav";
import { currentStaff } from "@/server/staff/session";
import { fraunces, inter } from "../fonts";
import { PostForm } from "@/admin/post-form";
import { signOut } from "./actions";
import "../globals.css";

export const metadata: Metadata = {
  // Relative URLs of the metadata (icons) are made absolute on SITE_URL.
  metadataBase: new URL(serverEnv().SITE_URL),
  title: { default: admin.title, template: `%s | ${admin.title}` },
  applicationName: admin.appName,
  robots: { index: false, follow: false, nocache: true },
};

export const viewport: Viewport = { themeColor: BRAND_COLOURS.forest, width: "device-width", initialScale: 1 };

/**
 * The back office's root layout (decision 105): its own document, without the
 * public site's header, footer and page loader. Every page under /admin
 * inherits it. Who is signed in, the pages their roles open, and sign-out;
 * each page checks the viewer itself (requireStaff), this frame only decides
 * what to list. Signed out (sign-in, set-up): no navigation.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  const counts = staff ? await newCounts(staff) : new Map<string, number>();
  // One tree whether signed in or not: the page keeps its place (and its state, as the set-up
  // flow's last step) when signing in makes the navigation appear.
  return (
    <html lang="en-NG" className={`${inter.variable} ${fraunces.variable}`} suppressHydrationWarning>
      <head>
        {/* The text size chosen with the public site's text sizer applies here too (same origin). */}
        <script dangerouslySetInnerHTML={{ __html: TEXT_SCALE_INIT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <SkipLink />
        <header className="border-b border-ink/20 bg-white">
          <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <Link href="/admin" className="font-display text-xl text-forest underline-offset-4 hover:underline">
              {admin.appName}
            </Link>
            {staff ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-sm text-ink-muted">{admin.signedInAs(staff.email)}</p>
                <Link href="/admin/account" className="text-sm font-medium text-forest underline underline-offset-4">
                  {admin.accountLink}
                </Link>
                <PostForm action={signOut}>
                  <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
                    {admin.signOut}
                  </button>
                </PostForm>
              </div>
            ) : null}
          </div>
          {staff ? (
            <nav aria-label={admin.navLabel} className="border-t border-ink/10">
              <ul className="mx-auto flex w-full max-w-6xl flex-wrap gap-x-4 gap-y-2 px-4 py-2">
                {navFor(staff).map((entry) => {
                  const fresh = counts.get(entry.href);
                  return (
                    <li key={entry.href}>
                      {/* Heard as "Enquiries, 3 new"; the figure is seen beside the name (the link's text stays its name). */}
                      <Link
                        href={entry.href}
                        aria-label={fresh ? `${entry.label}${admin.navNew(fresh)}` : undefined}
                        className="font-medium text-forest underline-offset-4 hover:underline"
                      >
                        {entry.label}
                      </Link>
                      {fresh ? (
                        <span aria-hidden="true" className="ml-1.5 rounded-full bg-forest px-2 py-0.5 text-xs font-semibold text-white">
                          {fresh}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
        </header>
        <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
          {children}
        </main>
      </body>
    </html>
  );
}
