import "server-only";
import { followUpCopy as copy } from "@content/whistleblow-case";
import type { Database } from "../db/client";
import { escapeMarkup } from "@/lib/escape";
import { anonymousLimiter, type Limiter } from "../rate-limit";
import { readReportUpload, readUploadFields } from "./attachments";
import { addMessage, addReportFiles, completeOrphanCase, openCaseByReceipt } from "./cases";
import { parseReceipt } from "./crypto";
import { ReceiptGate } from "./receipt-gate";
import {
  endReporterSession,
  REPORTER_COOKIES,
  REPORTER_POST_COOKIE,
  reporterSession,
  setFlash,
  startReporterSession,
} from "./reporter-session";

/**
 * The reporter's follow-up posts (route handlers under /api/whistleblow/follow-up): plain HTML
 * forms, the same with and without JavaScript, each answered with a redirect (303) to the
 * follow-up page, which renders from the session. No answer names what was typed in its URL; a
 * refusal and the text typed before it wait, sealed, in the session (its flash).
 */

const FOLLOW_UP_PAGE = "/whistleblow/follow-up";
/** A message's longest text, as the report's comments. */
export const MESSAGE_MAX = 5000;

/**
 * Wrong receipts: five a minute per (hashed) address, then 429. There is no total for all addresses
 * together: a total, once spent by a flood, refused every reporter; the receipt gate bounds the work
 * instead (receipt-gate.ts, decision 115).
 */
const RECEIPT_LIMITS = { perAddress: 5, durationSeconds: 60 } as const;

/** `perAddress`: wrong receipts counted per address; `recentWrong`: whether an address has had one this minute (the gate's "clean"). */
export type ReceiptLimiters = { perAddress: Limiter; recentWrong: Limiter };

const LIMITERS = Symbol.for("savannah-crest.receipt-limiters");
const GATE = Symbol.for("savannah-crest.receipt-gate");

/**
 * The process's receipt limiters, in its memory even on PostgreSQL: nothing derived from a
 * reporter's address reaches a disk (anonymousLimiter, decision 120). Each instance counts its own.
 */
export function receiptLimiters(): ReceiptLimiters {
  const holder = globalThis as { [LIMITERS]?: ReceiptLimiters };
  const durationSeconds = RECEIPT_LIMITS.durationSeconds;
  return (holder[LIMITERS] ??= {
    perAddress: anonymousLimiter("wb-receipt-address", { points: RECEIPT_LIMITS.perAddress, durationSeconds }),
    recentWrong: anonymousLimiter("wb-receipt-recent", { points: 1, durationSeconds }),
  });
}

/** The process's receipt gate: the CPU it bounds is this process's. */
export function receiptGate(): ReceiptGate {
  const holder = globalThis as { [GATE]?: ReceiptGate };
  return (holder[GATE] ??= new ReceiptGate());
}

const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ ...NO_STORE, Location: location });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/** The session cookie for each path: no Expires or Max-Age, so it ends with the browser. */
function sessionCookies(value: string, secure: boolean): string[] {
  return REPORTER_COOKIES.map(({ name, path }) => `${name}=${value}; Path=${path}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`);
}
function clearedCookies(secure: boolean): string[] {
  return REPORTER_COOKIES.map(
    ({ name, path }) => `${name}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`,
  );
}

function cookieOf(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === REPORTER_POST_COOKIE) return value.join("=");
  }
  return undefined;
}

/**
 * Posts from another site are refused: the follow-up page is served with no-referrer, so its own
 * posts carry `Origin: null` (or none); a browser marks a cross-site post with Sec-Fetch-Site.
 */
export function isForeign(request: Request, siteOrigin: string): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === null || origin === "null") return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    const claimed = new URL(origin);
    return claimed.origin !== new URL(siteOrigin).origin && claimed.host !== host;
  } catch {
    return true;
  }
}

/** A plain HTML page for a refusal that has no form to come back to: it says why and links back. */
function plainPage(status: number, title: string, text: string, retryAfterSeconds: number): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(title)}</title></head><body><main><h1>${escapeMarkup(title)}</h1><p role="alert">${escapeMarkup(text)}</p><p><a href="${FOLLOW_UP_PAGE}">${escapeMarkup(copy.back)}</a></p></main></body></html>`;
  return new Response(body, {
    status,
    headers: { ...NO_STORE, "Content-Type": "text/html; charset=utf-8", "Retry-After": String(retryAfterSeconds) },
  });
}

/** 403 for a message posted after the session ended: it is shown back to be copied, never kept. */
function unsentPage(message: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(copy.unsent.title)}</title></head><body><main><h1>${escapeMarkup(copy.unsent.title)}</h1><p role="alert">${escapeMarkup(copy.unsent.text)}</p><p><label for="unsent">${escapeMarkup(copy.unsent.label)}</label></p><p><textarea id="unsent" readonly rows="12" cols="70">${escapeMarkup(message)}</textarea></p><p><a href="${FOLLOW_UP_PAGE}">${escapeMarkup(copy.back)}</a></p></main></body></html>`;
  return new Response(body, { status: 403, headers: { ...NO_STORE, "Content-Type": "text/html; charset=utf-8" } });
}

/** 429: this address's wrong receipts are spent for the minute. */
const tooMany = (retryAfterSeconds: number) =>
  plainPage(429, copy.limitedTitle, copy.errors.limited(Math.max(1, Math.ceil(retryAfterSeconds / 60))), retryAfterSeconds);
/** 503: turned away by the receipt gate; nothing was counted. */
const BUSY_RETRY_SECONDS = 5;
const busy = () => plainPage(503, copy.busyTitle, copy.errors.busy, BUSY_RETRY_SECONDS);

export type FollowUpDeps = {
  database: Database;
  limiters: ReceiptLimiters;
  gate: ReceiptGate;
  clientKey: string;
  secure: boolean;
  now?: Date;
};

/**
 * POST the receipt: its shape first (a wrong shape is said so, and counts nothing), then the
 * address's limit, then the slow check through the receipt gate (busy: 503, counted as nothing). A
 * wrong receipt counts against the address; the answer is the same whether no case has that
 * receipt or its key would not open.
 */
export async function openFollowUp(request: Request, deps: FollowUpDeps): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const typed = form?.get("receipt");
  const receipt = typeof typed === "string" ? parseReceipt(typed.slice(0, 64)) : null;
  if (!receipt) return redirect(`${FOLLOW_UP_PAGE}?e=shape`);
  const limit = await deps.limiters.perAddress.admit(deps.clientKey);
  if (!limit.ok) return tooMany(limit.retryAfterSeconds);
  const clean = (await deps.limiters.recentWrong.check(deps.clientKey)).ok;
  const checked = await deps.gate.run(deps.clientKey, clean, () => openCaseByReceipt(deps.database.db, receipt));
  if (!checked.ok) return busy();
  const opened = checked.value;
  if (!opened) {
    await deps.limiters.perAddress.consume(deps.clientKey);
    await deps.limiters.recentWrong.consume(deps.clientKey);
    return redirect(`${FOLLOW_UP_PAGE}?e=wrong`);
  }
  await completeOrphanCase(deps.database.db, opened.caseId, opened.caseKey);
  const value = await startReporterSession(deps.database.db, opened.caseId, opened.caseKey, deps.now);
  return redirect(FOLLOW_UP_PAGE, sessionCookies(value, deps.secure));
}

/**
 * POST a message and/or files (multipart, through the upload module's limits): text and files go
 * into the case, encrypted; files without text join the report's own. Any refusal comes back on
 * the page with the text that was typed.
 */
export async function postFollowUp(request: Request, deps: Omit<FollowUpDeps, "limiters" | "gate">): Promise<Response> {
  const cookie = cookieOf(request);
  const session = await reporterSession(deps.database.db, cookie, { now: deps.now });
  if (!session) {
    // Signed out meanwhile (15 minutes idle; without JavaScript nothing keeps the session while the
    // reporter types): the message comes back on the answer, to copy, and is stored nowhere.
    const unsent = (await readUploadFields(request).catch(() => new FormData())).get("message");
    const text = typeof unsent === "string" ? plainLines(unsent).trim() : "";
    if (text) return unsentPage(text);
    return redirect(`${FOLLOW_UP_PAGE}?e=expired`);
  }
  const upload = await readReportUpload(request);
  const value = upload.fields.get("message");
  const message = typeof value === "string" ? plainLines(value).trim() : "";
  if (!upload.ok) {
    // What was typed comes back with the reason (sealed in the session like any flash).
    await setFlash(deps.database.db, cookie, { error: upload.error, message });
    return redirect(FOLLOW_UP_PAGE);
  }
  if (message.length > MESSAGE_MAX) {
    await setFlash(deps.database.db, cookie, { error: copy.errors.messageTooLong(MESSAGE_MAX), message });
    return redirect(FOLLOW_UP_PAGE);
  }
  if (!message && upload.files.length === 0) {
    await setFlash(deps.database.db, cookie, { error: copy.errors.messageRequired });
    return redirect(FOLLOW_UP_PAGE);
  }
  const files = upload.files.map(({ name, type, bytes }) => ({ name, type, bytes }));
  if (message) await addMessage(deps.database.db, session.caseId, { author: "reporter", text: message, files, now: deps.now });
  else await addReportFiles(deps.database.db, session.caseId, files, deps.now);
  await setFlash(deps.database.db, cookie, { sent: true });
  return redirect(FOLLOW_UP_PAGE);
}

/**
 * A textarea's line breaks as the browser counted them: a form sends each as CR LF, but `maxlength`
 * counted one character, so a message the field let through must not be refused as too long.
 */
function plainLines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** POST sign-out: the session row goes, and both cookies. */
export async function signOutFollowUp(request: Request, deps: Pick<FollowUpDeps, "database" | "secure">): Promise<Response> {
  await endReporterSession(deps.database.db, cookieOf(request));
  return redirect(`${FOLLOW_UP_PAGE}?signed-out=1`, clearedCookies(deps.secure));
}
