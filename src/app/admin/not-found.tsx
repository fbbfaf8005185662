import type { Metadata } from "next";
import { admin } from "@content/admin";
import { MessagePage } from "@/admin/links";

export const metadata: Metadata = { title: admin.notFound.title };

/** What `notFound()` in a back-office page shows (HTTP 404): an id of another team's row answers the same as a missing one. */
export default function AdminNotFound() {
  const { heading, text, back } = admin.notFound;
  return <MessagePage id="not-found" heading={heading} text={text} back={{ href: "/admin", label: back }} />;
}
