import type { Metadata } from "next";
import { admin } from "@content/admin";
import { database } from "@/server/db";
import { setupTokenUser } from "@/server/staff/accounts";
import { SetUpFlow } from "./set-up-flow";

export const metadata: Metadata = { title: admin.setUp.title, referrer: "no-referrer" };

/** /admin/set-up?token=…: the one-time link `npm run staff -- add` prints and an invitation e-mails. */
export default async function SetUpPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const user = typeof token === "string" ? await setupTokenUser(await database(), token) : null;
  if (!user || typeof token !== "string") {
    return (
      <div className="grid gap-6">
        <h1 className="font-display text-3xl text-forest">{admin.setUp.heading}</h1>
        <p role="alert">{admin.setUp.invalid}</p>
      </div>
    );
  }
  return <SetUpFlow token={token} email={user.email} />;
}
