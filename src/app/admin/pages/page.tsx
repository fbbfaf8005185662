import type { Metadata } from "next";
import Link from "next/link";
import { forbidden } from "next/navigation";
import { adminPages as words } from "@content/admin-pages";
import { PAGE_COLLECTIONS } from "@/server/publishing/pages";
import { hasRole } from "@/server/staff/roles";
import { requireStaff } from "@/server/staff/session";

export const metadata: Metadata = { title: words.title };

/** /admin/pages: the site pages the viewer's teams edit (marketing the home page and the businesses', the privacy team the legal pages, administrators the contact details and page heads). */
export default async function SitePagesPage() {
  const staff = await requireStaff();
  const keys = Object.values(PAGE_COLLECTIONS).flatMap(({ collection, keys }) => (hasRole(staff, collection.role) ? keys : []));
  // Sales and the other teams have no page editor (decision 140).
  if (keys.length === 0) forbidden();
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-forest">{words.title}</h1>
      <p>{words.intro}</p>
      <ul className="grid gap-2">
        {keys.map((key) => (
          <li key={key}>
            <Link href={`/admin/pages/${key}`} className="font-medium text-forest underline underline-offset-4">
              {words.pages[key] ?? key}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
