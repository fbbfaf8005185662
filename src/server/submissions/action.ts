import "server-only";
import { headers } from "next/headers";
import { serverEnv } from "@/env";
import type { FormState } from "@/forms/shared/state";
import { database } from "../db";
import { kickDispatcher } from "../mail/dispatcher";
import { clientAddress } from "../http/client-address";
import { hashedClientKey, limiterFor } from "../rate-limit";
import { processForm, readFields, type FormSpec } from "./process";
import type { SubmissionKind } from "./kinds";
import { contactForm } from "@content/forms";
import { errorSummary } from "../error-summary";

/**
 * Runs a form's flow inside a server action: the process's database, the
 * form's rate limiter keyed on the client address (whistleblowing: a keyed
 * hash, in memory only), and an immediate dispatch once stored.
 */
export async function runFormAction<K extends SubmissionKind>(spec: FormSpec<K>, formData: FormData): Promise<FormState> {
  try {
    const db = await database();
    const address = clientAddress(await headers());
    const anonymous = spec.kind === "whistleblow";
    const limiter = limiterFor(spec.kind, db, { memoryOnly: anonymous });
    return await processForm(spec, formData, {
      database: db,
      limiter,
      clientKey: anonymous ? hashedClientKey(address) : address,
      afterStore: kickDispatcher,
    });
  } catch (error) {
    console.error(`[forms] ${spec.kind} submission failed: ${errorSummary(error)}`);
    // What the visitor typed comes back with the message (without JavaScript the page re-renders from this state).
    return { status: "error", message: spec.failure || contactForm.failure, values: readFields(formData, spec.fieldNames), at: Date.now() };
  }
}

export function siteUrl(): string {
  return serverEnv().SITE_URL;
}
