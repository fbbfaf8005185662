import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { admin } from "@content/admin";
import { currentStaff } from "@/server/staff/session";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: admin.signIn.title };

/** /admin/sign-in. Already signed in: the back office home. */
export default async function SignInPage({ searchParams }: { searchParams: Promise<{ "signed-out"?: string }> }) {
  if (await currentStaff()) redirect("/admin");
  const params = await searchParams;
  return <SignInForm notice={params["signed-out"] ? admin.signIn.signedOut : undefined} />;
}
