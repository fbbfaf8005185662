import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { admin } from "@content/admin";
import { buttonClass } from "@/components/ui/button-class";
import { navFor } from "@/server/staff/nav";
import { currentStaff } from "@/server/staff/session";
import { signOut } from "./actions";

export const metadata: Metadata = {
  title: { default: admin.title, template: `%s | ${admin.title}` },
  robots: { index: false, follow: false, nocache: true },
};

/**
 * The back office's frame: who is signed in, the pages their roles open, and
 * sign-out. Each page checks the viewer itself (requireStaff); this frame
 * only decides what to list. Signed out (sign-in, set-up): no frame.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  // One tree whether signed in or not: the page keeps its place (and its state, as the set-up
  // flow's last step) when signing in makes the frame appear.
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      {staff ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-ink/20 pb-4">
          <nav aria-label={admin.navLabel}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {navFor(staff).map((entry) => (
                <li key={entry.href}>
                  <Link href={entry.href} className="font-medium text-forest underline-offset-4 hover:underline">
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-ink-muted">{admin.signedInAs(staff.email)}</p>
            <form action={signOut}>
              <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
                {admin.signOut}
              </button>
            </form>
          </div>
        </div>
      ) : null}
      {children}
    </div>
  );
}
