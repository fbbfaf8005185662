"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { database } from "@/server/db";
import { audit } from "@/server/staff/audit";
import { staffAuthFor } from "@/server/staff/auth";
import { endOfficerKeySession } from "@/server/whistleblowing/officer-session";
import { assertSameOrigin, currentStaff } from "@/server/staff/session";

/** Sign-out: the session row is deleted on the server, not only the cookie. */
export async function signOut(): Promise<null> {
  await assertSameOrigin();
  const staff = await currentStaff();
  const auth = await staffAuthFor(await database());
  await auth.api.signOut({ headers: await headers() }).catch(() => undefined);
  await endOfficerKeySession();
  if (staff) await audit({ staff, action: "sign-out" });
  redirect("/admin/sign-in?signed-out=1");
}
