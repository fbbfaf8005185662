import Link from "next/link";
import { admin } from "@content/admin";
import { navFor } from "@/server/staff/nav";
import { requireStaff } from "@/server/staff/session";

/** /admin: the signed-in person's roles and where each lets them work. */
export default async function AdminHome() {
  const staff = await requireStaff();
  const entries = navFor(staff).filter((entry) => entry.href !== "/admin");
  return (
    <section aria-labelledby="admin-home-heading" className="grid gap-6">
      <h1 id="admin-home-heading" className="font-display text-3xl text-forest">
        {admin.home.heading}
      </h1>
      <p>{admin.home.intro}</p>
      {staff.roles.length === 0 ? (
        <p role="status">{admin.home.nothing}</p>
      ) : (
        <>
          <h2 className="text-xl font-semibold">{admin.home.yourRoles}</h2>
          <ul className="list-disc pl-6">
            {staff.roles.map((role) => (
              <li key={role}>{admin.roles[role]}</li>
            ))}
          </ul>
        </>
      )}
      {entries.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link href={entry.href} className="block rounded border border-ink/20 p-4 font-semibold text-forest hover:bg-sand-200">
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
