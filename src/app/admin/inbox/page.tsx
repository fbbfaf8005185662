import type { Metadata } from "next";
import Link from "next/link";
import { inboxCopy, inboxKindNames } from "@content/admin-inbox";
import { visibleInboxes } from "@/server/inbox/kinds";
import { requireStaff } from "@/server/staff/session";

export const metadata: Metadata = { title: inboxCopy.heading };

/** /admin/inbox: the inboxes the viewer's roles open. */
export default async function InboxIndex() {
  const staff = await requireStaff();
  const kinds = visibleInboxes(staff);
  return (
    <section aria-labelledby="inbox-index-heading" className="grid gap-6">
      <h1 id="inbox-index-heading" className="font-display text-3xl text-forest">
        {inboxCopy.heading}
      </h1>
      {kinds.length === 0 ? (
        <p>{inboxCopy.noKinds}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {kinds.map((kind) => (
            <li key={kind}>
              <Link
                href={`/admin/inbox/${kind}`}
                className="block rounded border border-ink/20 p-4 font-semibold text-forest hover:bg-sand-200"
              >
                {inboxKindNames[kind].title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
