import "server-only";
import { headers } from "next/headers";
import { after } from "next/server";
import { common } from "@content/forms";
import { HIDDEN, type FormState } from "@/lib/form-protocol";
import { STALE_PAGE_HEADER } from "@/lib/runtime-contract";
import { database } from "../db";
import { clientAddress, limitedByProxy } from "../http/client-address";
import { refusingLimiter, senderLimit } from "../rate-limit";
import { errorSummary } from "../error-summary";
import { accept, type AcceptDeps } from "./accept";
import { fieldNames, type FormSpec } from "./contract";

/**
 * When nginx refuses a report (deploy/nginx/savannah-crest.conf: one report a minute after a burst
 * of five), the next is let through within a minute.
 */
const PROXY_RETRY_SECONDS = 60;

/** Reads the named text fields of a posted form ("" when absent). */
function readFields(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

const textOf = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : null;
};

/**
 * A posted form through the accept path (accept.ts), answered as the form's
 * state: the messages per field, the banner, or the success; what was
 * typed comes back with every error (without JavaScript the page
 * re-renders from this state).
 */
export async function processForm<F extends object>(spec: FormSpec<F>, formData: FormData, deps: AcceptDeps): Promise<FormState> {
  const now = deps.now ?? Date.now();
  const values = readFields(formData, fieldNames(spec.schema));
  const result = await accept(
    spec,
    {
      values,
      honeypot: textOf(formData, HIDDEN.honeypot),
      fillMs: textOf(formData, HIDDEN.fillMs),
      idempotencyKey: textOf(formData, HIDDEN.idempotencyKey),
    },
    { ...deps, now },
  );
  switch (result.outcome) {
    case "invalid":
      return { status: "invalid", errors: result.errors, values, at: now };
    case "refused":
      return { status: "error", message: result.message, values, at: now };
    case "rate-limited":
      return { status: "error", message: common.rateLimited(Math.ceil(result.retryAfterSeconds / 60)), values, at: now };
    case "failed":
      return { status: "error", message: spec.failure, values, at: now };
    case "bot":
      return { status: "success", ...spec.success(result.fields, result.reference), at: now };
    case "stored":
      return {
        status: "success",
        // A form stored after the answer (the newsletter) gives no reference: nothing in the answer depends on what was stored.
        ...(spec.storeAfterAnswer ? {} : { reference: result.reference }),
        ...spec.success(result.fields, result.reference),
        ...(result.detail ? { detail: result.detail } : {}),
        at: now,
      };
  }
}

/**
 * A form's server action: the process's database, the form's rate limiter
 * keyed on the client address (an anonymous form: a keyed hash), an
 * immediate dispatch once stored, and a form's own store run after the
 * answer (Next's `after`).
 */
export async function runFormAction<F extends object>(spec: FormSpec<F>, formData: FormData): Promise<FormState> {
  try {
    const requestHeaders = await headers();
    if (requestHeaders.get(STALE_PAGE_HEADER) === "1") {
      // Posted without JavaScript from a page of another build (a rolling deploy), pointed here by
      // the request guard (scripts/lib/stale-action.mjs): nothing is stored; the page comes back from
      // this build with the form's failure message and what was typed, and sending it again works.
      console.warn(`[forms] ${spec.kind}: a page of another build posted without JavaScript; answered with the failure message.`);
      return { status: "error", message: spec.failure, values: readFields(formData, fieldNames(spec.schema)), at: Date.now() };
    }
    const db = await database();
    const address = clientAddress(requestHeaders);
    const limit = senderLimit(spec, db, address);
    // An anonymous form's limit is nginx's, one for every instance (decision 121); this process's own
    // counts too, and is the only one without nginx.
    if (spec.anonymous && limitedByProxy(requestHeaders)) limit.limiter = refusingLimiter(PROXY_RETRY_SECONDS);
    return await processForm(spec, formData, {
      database: db,
      ...limit,
      defer: after,
    });
  } catch (error) {
    console.error(`[forms] ${spec.kind} submission failed: ${errorSummary(error)}`);
    return { status: "error", message: spec.failure, values: readFields(formData, fieldNames(spec.schema)), at: Date.now() };
  }
}
