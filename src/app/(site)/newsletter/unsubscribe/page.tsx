import type { Metadata } from "next";
import Link from "next/link";
import { newsletterForm } from "@content/forms";
import { database } from "@/server/db";
import { unsubscribe } from "@/server/submissions/newsletter";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

/** /newsletter/unsubscribe?token=… — the link in every newsletter e-mail. */
export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const { db } = await database();
  const done = typeof token === "string" && (await unsubscribe(db, token));
  const copy = newsletterForm.unsubscribePage;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-20 md:px-6">
      <h1 className="text-4xl font-semibold">{done ? copy.doneHeading : copy.invalidHeading}</h1>
      <p className="mt-4 text-lg">{done ? copy.done : copy.invalid}</p>
      <p className="mt-6">
        <Link href="/newsletter" className="font-semibold text-forest underline">
          {newsletterForm.resubscribe}
        </Link>
      </p>
    </div>
  );
}
