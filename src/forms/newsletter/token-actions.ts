"use server";

import { serverEnv } from "@/env";
import { database } from "@/server/db";
import { kickDispatcher } from "@/server/mail/dispatcher";
import { confirmSubscription, unsubscribe } from "@/server/submissions/newsletter";

/** The answer to pressing the button of a newsletter link's page. */
export type TokenState = { status: "idle" | "done" | "invalid" | "error" };

function tokenOf(data: FormData): string | null {
  const token = data.get("token");
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** Confirms a subscription (double opt-in) when its page's button is pressed, never on opening the link. */
export async function confirmNewsletter(_previous: TokenState, data: FormData): Promise<TokenState> {
  const token = tokenOf(data);
  if (!token) return { status: "invalid" };
  try {
    const { db } = await database();
    const confirmed = await confirmSubscription(db, token, { siteUrl: serverEnv().SITE_URL });
    if (confirmed) kickDispatcher();
    return { status: confirmed ? "done" : "invalid" };
  } catch (error) {
    console.error("[newsletter] confirmation failed", error);
    return { status: "error" };
  }
}

/** Unsubscribes when the page's button is pressed, never on opening the link. */
export async function unsubscribeNewsletter(_previous: TokenState, data: FormData): Promise<TokenState> {
  const token = tokenOf(data);
  if (!token) return { status: "invalid" };
  try {
    const { db } = await database();
    return { status: (await unsubscribe(db, token)) ? "done" : "invalid" };
  } catch (error) {
    console.error("[newsletter] unsubscribe failed", error);
    return { status: "error" };
  }
}
