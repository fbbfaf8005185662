import type { Metadata } from "next";
import { newsletterForm } from "@content/forms";
import { unsubscribeNewsletter } from "@/forms/newsletter/token-actions";
import { TokenForm } from "@/forms/newsletter/token-form";

export const metadata: Metadata = { title: newsletterForm.unsubscribePage.title, robots: { index: false, follow: false } };

/** /newsletter/unsubscribe?token=… — the link in every newsletter e-mail; the page's button unsubscribes. */
export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <TokenForm
      token={typeof token === "string" ? token : null}
      action={unsubscribeNewsletter}
      copy={newsletterForm.unsubscribePage}
      resubscribeWhenDone
    />
  );
}
