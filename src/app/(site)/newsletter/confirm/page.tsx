import type { Metadata } from "next";
import { newsletterForm } from "@content/forms";
import { confirmNewsletter } from "@/forms/newsletter/token-actions";
import { TokenForm } from "@/forms/newsletter/token-form";

export const metadata: Metadata = { title: newsletterForm.confirmPage.title, robots: { index: false, follow: false } };

/** /newsletter/confirm?token=… — the double opt-in link (one-time, expires); confirmed by the page's button. */
export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <TokenForm
      token={typeof token === "string" ? token : null}
      action={confirmNewsletter}
      copy={newsletterForm.confirmPage}
      resubscribeWhenDone={false}
    />
  );
}
