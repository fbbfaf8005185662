import "server-only";
import { cookies } from "next/headers";
import { database } from "../db";
import { siteIsHttps } from "../http/site-url";
import type { PrivateKey } from "./crypto";
import { REPORTER_COOKIES, startReporterSession } from "./reporter-session";

/** Starts a follow-up session from a server action (the report's): the same cookies the receipt form sets. */
export async function startReporterSessionCookie(caseId: number, caseKey: PrivateKey): Promise<void> {
  const value = await startReporterSession((await database()).db, caseId, caseKey);
  const jar = await cookies();
  // No Max-Age or Expires: the cookie ends with the browser. One per path: the page, and the posts under /api/whistleblow/.
  for (const { name, path } of REPORTER_COOKIES) jar.set({ name, value, path, httpOnly: true, sameSite: "strict", secure: siteIsHttps() });
}
