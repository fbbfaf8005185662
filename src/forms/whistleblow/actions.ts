"use server";

import type { FormState } from "@/lib/form-protocol";
import { runFormAction } from "@/server/submissions/action";
import { startReporterSessionCookie } from "@/server/whistleblowing/reporter-cookie";
import { whistleblowSpecWith, type OnCase } from "./server";

/**
 * The report: stored as an encrypted case; the answer carries the receipt. The new case's
 * follow-up session starts at once (a cookie that ends with the browser, 15 minutes idle), so the
 * reporter can add files right after, on the same page, without typing the receipt again.
 */
export async function submitWhistleblow(_previous: FormState, data: FormData): Promise<FormState> {
  let opened: Parameters<OnCase>[0] | undefined;
  const state = await runFormAction(
    whistleblowSpecWith((made) => (opened = made)),
    data,
  );
  if (opened) await startReporterSessionCookie(opened.caseId, opened.caseKey);
  return state;
}
