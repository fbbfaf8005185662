import "server-only";
import { serverEnv } from "@/env";
import { database } from "../db";
import { clientAddress, limitedByProxy } from "../http/client-address";
import { siteIsHttps } from "../http/site-url";
import { hashedClientKey, refusingLimiter } from "../rate-limit";
import { isForeign, openFollowUp, postFollowUp, receiptGate, receiptLimiters, signOutFollowUp } from "./follow-up";

/** The follow-up's route handlers, thin: another site's post gets 403; the rest goes to follow-up.ts. */
type Handler = "open" | "post" | "sign-out";

export async function followUpRoute(handler: Handler, request: Request): Promise<Response> {
  const siteUrl = serverEnv().SITE_URL;
  if (isForeign(request, siteUrl)) return new Response(null, { status: 403 });
  const db = await database();
  const secure = siteIsHttps(siteUrl);
  if (handler === "sign-out") return signOutFollowUp(request, { database: db, secure });
  // Nothing about the reporter is kept: the limiters count a keyed hash of the address.
  const clientKey = hashedClientKey(clientAddress(request.headers));
  if (handler === "open") {
    // Behind nginx the receipt checks' limit is its own, one for every instance (decision 121); this
    // process's limiters count too, and are the only ones without nginx. nginx lets one more through
    // every 12 seconds: "wait 1 minute" is never too short.
    const limiters = limitedByProxy(request.headers)
      ? { perAddress: refusingLimiter(60), recentWrong: refusingLimiter(60) }
      : receiptLimiters();
    return openFollowUp(request, { database: db, limiters, gate: receiptGate(), clientKey, secure });
  }
  return postFollowUp(request, { database: db, clientKey, secure });
}
