import type { Metadata } from "next";
import { publishedContacts, publishedPageHead, publishedPageMetadata, publishedWhistleblowPage } from "@/server/publishing/pages";
import { WhistleblowPage } from "@/sections/whistleblow/whistleblow-page";

// The response header says no-referrer too; the <meta> also holds when the
// page is reached by a client-side navigation (a link added without IntentLink).
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await publishedPageMetadata("whistleblow")), referrer: "no-referrer" };
}

export default async function Page() {
  const [copy, pageHead, contacts] = await Promise.all([publishedWhistleblowPage(), publishedPageHead("whistleblow"), publishedContacts()]);
  return <WhistleblowPage copy={copy} pageHead={pageHead} contacts={contacts} />;
}
