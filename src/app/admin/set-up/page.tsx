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
  // Always the same component: once the last step uses the link up, the page re-renders
  // with the link no longer valid, and the flow keeps showing its own last step.
  return <SetUpFlow token={typeof token === "string" ? token : ""} email={user?.email ?? ""} valid={Boolean(user)} />;
}
