import "server-only";
import type * as z from "zod/mini";
import type { Database, Db } from "../db/client";
import type { OutboxMail } from "../mail/outbox";

/**
 * The one thing the submission engine knows of a form: what a form's folder
 * gives it (src/forms/<name>/server.ts, listed in src/forms/registry.ts).
 * The engine never imports a form; a form hands its spec to the engine's
 * server action (action.ts) or JSON route (json-post.ts).
 */
export type FormSpec<F extends object = Record<string, unknown>> = {
  /** Stored as `submissions.kind`; also names the form's rate limiter. */
  kind: string;
  /** Of its references: "WB" gives WB-7K3M9Q2X. */
  referencePrefix: string;
  /**
   * The schema shared with the browser: an object, or a pipe ending in one.
   * Its keys are the fields read from a post; nothing else is.
   */
  schema: z.ZodMiniType<F, unknown>;
  /**
   * Nothing about the sender reaches a disk (whistleblowing): the rate limit
   * counts a keyed hash of the address, in this process's memory only.
   */
  anonymous?: boolean;
  /**
   * What the schema, shared with the browser, cannot check (a field the
   * visitor does not see, posted by hand or by a page older than the
   * content): the message for the form's banner, or null to go on.
   */
  refusal?: (fields: F, database: Database) => string | null | Promise<string | null>;
  /** The stored row's status (default "received"). */
  status?: string;
  /** The e-mails to queue with the row: to the team, and a confirmation where the spec promises one. */
  mails: (fields: F, reference: string, received: Date) => OutboxMail[];
  /**
   * Stores in the form's own way instead of a submission row, mostly after the
   * visitor has been answered (the newsletter: whether an address is already
   * subscribed shows neither in the answer's words nor in its time). `queue`
   * runs before the answer, the same work for any post, and keeps the request
   * where a failure after the answer cannot lose it (if it fails, the answer is
   * the form's failure message); `store` does the rest once the answer is on its
   * way. What `store` fails to do stays queued and is the form's to retry.
   */
  storeAfterAnswer?: {
    queue: (db: Db, fields: F, received: Date) => Promise<number>;
    store: (db: Db, queued: number, received: Date) => Promise<void>;
  };
  /**
   * Stores in the form's own way before answering, instead of a submission row and its mails
   * (whistleblowing: an encrypted case and a content-free e-mail): the reference, and a detail for
   * the answer that is shown once and kept nowhere (the case's receipt).
   */
  storeOwn?: (db: Db, fields: F, received: Date) => Promise<{ reference: string; detail?: string }>;
  success: (fields: F, reference: string) => { message: string; detail?: string };
  /** The banner when storing failed. */
  failure: string;
};

/** Any form's spec, as a list of forms holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form's own fields; the engine reads them only through the spec
export type AnyFormSpec = FormSpec<any>;

type Def = { type?: string; shape?: Record<string, unknown>; in?: { _zod: { def: Def } }; out?: { _zod: { def: Def } } };

/** A form's field names: the keys of its schema's object (through a pipe's ends). */
export function fieldNames(schema: z.ZodMiniType): string[] {
  const walk = (def: Def | undefined): string[] | null => {
    if (!def) return null;
    if (def.type === "object" && def.shape) return Object.keys(def.shape);
    if (def.type === "pipe") return walk(def.out?._zod.def) ?? walk(def.in?._zod.def);
    return null;
  };
  const names = walk(schema._zod.def as Def);
  if (!names) throw new Error("a form's schema must be an object, or a pipe ending in one");
  return names;
}
