import type { Metadata } from "next";
import Link from "next/link";
import { newsletterForm } from "@content/forms";
import { serverEnv } from "@/env";
import { database } from "@/server/db";
import { kickDispatcher } from "@/server/mail/dispatcher";
import { confirmSubscription } from "@/server/submissions/newsletter";

export const metadata: Metadata = { title: "Confirm subscription", robots: { index: false, follow: false } };

/** /newsletter/confirm?token=… — the double opt-in link (one-time, expires). */
export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const { db } = await database();
  const confirmed = typeof token === "string" && (await confirmSubscription(db, token, { siteUrl: serverEnv().SITE_URL }));
  if (confirmed) kickDispatcher();
  const copy = newsletterForm.confirmPage;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-20 md:px-6">
      <h1 className="text-4xl font-semibold">{confirmed ? copy.confirmedHeading : copy.invalidHeading}</h1>
      <p className="mt-4 text-lg">{confirmed ? copy.confirmed : copy.invalid}</p>
      {confirmed ? null : (
        <p className="mt-6">
          <Link href="/newsletter" className="font-semibold text-forest underline">
            {newsletterForm.resubscribe}
          </Link>
        </p>
      )}
    </div>
  );
}
