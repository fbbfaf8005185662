"use server";

import { headers } from "next/headers";
import { common } from "@content/forms";
import { serverEnv } from "@/env";
import { database } from "@/server/db";
import { clientAddress } from "@/server/http/client-address";
import { guardTokenOperation, tokenLimiter } from "@/server/newsletter/token-guard";
import { confirmSubscription, unsubscribe } from "@/server/newsletter/subscribers";
import { errorSummary } from "@/server/error-summary";

/** The answer to pressing the button of a newsletter link's page (an error may say why). */
export type TokenState = { status: "idle" | "done" | "invalid" | "error"; message?: string };

type Database = Awaited<ReturnType<typeof database>>["db"];

/** Runs one token operation on the posted token: done, invalid (unknown, used or expired), or error (a failure, or too many wrong codes). */
async function withToken(data: FormData, what: string, operate: (db: Database, token: string) => Promise<boolean>): Promise<TokenState> {
  const token = data.get("token");
  if (typeof token !== "string" || token.length === 0) return { status: "invalid" };
  try {
    const db = await database();
    // Too many wrong codes from one client: asked to wait, nothing looked up (token-guard.ts).
    const result = await guardTokenOperation(tokenLimiter(db), clientAddress(await headers()), () => operate(db.db, token));
    if (!result.ok) return { status: "error", message: common.rateLimited(Math.ceil(result.retryAfterSeconds / 60)) };
    return { status: result.done ? "done" : "invalid" };
  } catch (error) {
    console.error(`[newsletter] ${what} failed: ${errorSummary(error)}`);
    return { status: "error" };
  }
}

/** Confirms a subscription (double opt-in) when its page's button is pressed, never on opening the link. */
export async function confirmNewsletter(_previous: TokenState, data: FormData): Promise<TokenState> {
  return withToken(data, "confirmation", async (db, token) => {
    return confirmSubscription(db, token, { siteUrl: serverEnv().SITE_URL });
  });
}

/** Unsubscribes when the page's button is pressed, never on opening the link. */
export async function unsubscribeNewsletter(_previous: TokenState, data: FormData): Promise<TokenState> {
  return withToken(data, "unsubscribe", (db, token) => unsubscribe(db, token));
}
