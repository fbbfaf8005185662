import type { Metadata } from "next";
import Link from "next/link";
import { admin } from "@content/admin";

export const metadata: Metadata = { title: admin.notFound.title };

/** What `notFound()` in a back-office page shows (HTTP 404): an id of another team's row answers the same as a missing one. */
export default function AdminNotFound() {
  return (
    <section aria-labelledby="not-found-heading" className="grid gap-4">
      <h1 id="not-found-heading" className="font-display text-3xl text-forest">
        {admin.notFound.heading}
      </h1>
      <p>{admin.notFound.text}</p>
      <p>
        <Link href="/admin" className="text-forest underline">
          {admin.notFound.back}
        </Link>
      </p>
    </section>
  );
}
