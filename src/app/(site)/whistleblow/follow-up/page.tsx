import type { Metadata } from "next";
import { cookies } from "next/headers";
import { followUpCopy } from "@content/whistleblow-case";
import { FollowUp, type FollowUpView } from "@/sections/whistleblow/follow-up";
import { database } from "@/server/db";
import { readCase } from "@/server/whistleblowing/cases";
import { hasSessionCookie, REPORTER_COOKIE, REPORTER_IDLE_MINUTES, reporterSession } from "@/server/whistleblowing/reporter-session";

export const metadata: Metadata = {
  title: followUpCopy.title,
  description: followUpCopy.description,
  referrer: "no-referrer",
  robots: { index: false, follow: false },
};

type Search = Promise<{ e?: string | string[]; "signed-out"?: string | string[] }>;
const ERRORS = ["shape", "wrong", "expired"] as const;

/**
 * /whistleblow/follow-up: with a live session cookie, the reporter's case decrypted with the key
 * the session holds (internal notes never); otherwise the receipt form. The posts are route
 * handlers (src/app/api/whistleblow/follow-up).
 */
export default async function Page({ searchParams }: { searchParams: Search }) {
  const cookie = (await cookies()).get(REPORTER_COOKIE)?.value;
  const { db } = await database();
  const session = await reporterSession(db, cookie, { takeFlash: true });
  const opened = session ? await readCase(db, session.caseId, session.caseKey, { notes: false }) : null;
  let view: FollowUpView;
  if (session && opened) {
    view = {
      kind: "case",
      reference: opened.reference,
      status: opened.status,
      receivedAt: opened.receivedAt,
      report: opened.report,
      files: opened.attachments.map((a) => a.meta.name),
      messages: opened.messages.map((m) => ({
        id: m.id,
        fromReporter: m.author === "reporter",
        text: m.text,
        at: m.at,
        files: m.attachments.map((a) => a.meta.name),
      })),
      flash: session.flash,
      idleSeconds: REPORTER_IDLE_MINUTES * 60,
    };
  } else {
    const search = await searchParams;
    const asked = typeof search.e === "string" ? ERRORS.find((e) => e === search.e) : undefined;
    // A cookie whose session is gone: it idled out.
    const error = asked ?? (hasSessionCookie(cookie) ? "expired" : undefined);
    view = { kind: "receipt", error, signedOut: search["signed-out"] === "1" && !error };
  }
  return <FollowUp view={view} />;
}
