import Link from "next/link";
import { admin } from "@content/admin";

/** What `forbidden()` (requireStaff with a role the viewer lacks) shows, with HTTP 403. */
export default function AdminForbidden() {
  return (
    <section aria-labelledby="forbidden-heading" className="grid gap-4">
      <h1 id="forbidden-heading" className="font-display text-3xl text-forest">
        {admin.forbidden.heading}
      </h1>
      <p>{admin.forbidden.text}</p>
      <p>
        <Link href="/admin" className="text-forest underline">
          {admin.forbidden.back}
        </Link>
      </p>
    </section>
  );
}
