import { admin } from "@content/admin";
import { MessagePage } from "@/admin/links";

/** What `forbidden()` (requireStaff with a role the viewer lacks) shows, with HTTP 403. */
export default function AdminForbidden() {
  const { heading, text, back } = admin.forbidden;
  return <MessagePage id="forbidden" heading={heading} text={text} back={{ href: "/admin", label: back }} />;
}
