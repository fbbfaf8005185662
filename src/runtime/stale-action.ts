// Step 3, for a form posted to a page without JavaScript (src/runtime/handler.ts):
// a form posted from a page of another build (a rolling deploy: the page came
// from build N, the post reaches an instance of N+1). React posts such a form
// with the id of its Server Action in the body, and action ids are made per
// build, so Next.js finds no such action and answers 409 "Server Action
// unavailable." in plain text: the visitor's words are lost (decision 108).
//
// withCurrentAction reads such a post (at most PAGE_POST_LIMIT_BYTES: the
// request guard refused a larger one) and hands its bytes to repointedPost.
// Most posts name this build's action: that is seen in the raw body
// (scannedActionIds), and the post goes on untouched, parsed once, by Next.js.
// Only a post whose ids are not all this build's, or cannot be read so, is
// parsed here. When it names an action this build lacks, and the page it was
// posted to has exactly one form action (src/forms/<name>/actions.ts), the
// reference is pointed at this build's action of that page and the request is
// marked (STALE_PAGE_HEADER): the action then stores nothing and answers as
// any failed submission does, with the form's failure message and every value
// typed, on the page rendered by this build. Sending it again posts to this
// build's action.
import { existsSync, readFileSync } from "node:fs";
import { IncomingMessage } from "node:http";
import { join } from "node:path";
import { STALE_PAGE_HEADER } from "../lib/runtime-contract.ts";

export type ActionManifest = Record<string, { filename?: string; exportedName?: string; workers?: Record<string, unknown> }>;

const FORM_ACTION_FILE = /^src\/forms\/[^/]+\/actions\.ts$/;

/** The build's Server Actions: id → { filename, workers } (Next writes it into `<distDir>/server`); null without one. */
export function loadActionManifest(distDir: string): ActionManifest | null {
  const file = join(distDir, "server", "server-reference-manifest.json");
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { node?: ActionManifest };
  return manifest.node ?? {};
}

/**
 * A form posted to a page without JavaScript: React sends its action's id in
 * a multipart body, with no Next-Action header.
 */
export function isPageFormPost({ method, url, headers }: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  return (
    method === "POST" &&
    !(url ?? "/").startsWith("/api/") &&
    headers["next-action"] === undefined &&
    /^multipart\/form-data\b/i.test(headers["content-type"] ?? "")
  );
}

/** `app/(site)/news/[slug]/page` → /^\/news\/[^/]+$/: the URL paths an App Router page answers. */
function pagePattern(worker: string): RegExp | null {
  if (!worker.startsWith("app/") || !worker.endsWith("/page")) return null;
  const segments = worker
    .slice("app/".length, -"/page".length)
    .split("/")
    .filter((segment) => segment && !/^\(.*\)$/.test(segment));
  const source = segments.map((segment) => (/^\[.*\]$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^/${source.join("/")}$`);
}

const ACTION_NAME = /name="\$ACTION_(ID_|REF_)([^"\r\n]*)"/g;

/**
 * The ids of the Server Actions a browser's multipart form post names, read
 * from its bytes without parsing it (React's `$ACTION_ID_<id>` part, or a
 * `$ACTION_REF_n` part and its `$ACTION_n:0` descriptor), or null when they
 * cannot be read so (then the post is parsed).
 */
export function scannedActionIds(body: Buffer): string[] | null {
  const text = body.toString("latin1");
  const ids: string[] = [];
  for (const [, kind, rest = ""] of text.matchAll(ACTION_NAME)) {
    if (kind === "ID_") {
      ids.push(rest);
      continue;
    }
    const header = `name="$ACTION_${rest}:0"\r\n\r\n`;
    const start = text.indexOf(header);
    if (start === -1) return null;
    const end = text.indexOf("\r\n", start + header.length);
    try {
      const id: unknown = (JSON.parse(text.slice(start + header.length, end === -1 ? undefined : end)) as { id?: unknown }).id;
      if (typeof id !== "string") return null;
      ids.push(id);
    } catch {
      return null;
    }
  }
  return ids;
}

/**
 * The body and content type to pass on instead of a no-JavaScript form post
 * to `pathname` (repointStalePost on its parsed form), or null to pass it on
 * as it is. A post whose bytes name only actions of `actions` is not parsed.
 */
export async function repointedPost(
  pathname: string,
  body: Buffer,
  contentType: string,
  actions: ActionManifest,
): Promise<{ body: Buffer; contentType: string } | null> {
  const scanned = scannedActionIds(body);
  if (scanned !== null && scanned.every((id) => Object.hasOwn(actions, id))) return null;
  const formData = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  const repointed = repointStalePost(pathname, formData, actions);
  if (!repointed) return null;
  const encoded = new Response(repointed);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") ?? contentType };
}

/** The ids of the Server Actions a no-JavaScript form post names (React's `$ACTION_ID_<id>`, or `$ACTION_REF_n` with its descriptor). */
export function postedActionIds(formData: FormData): string[] {
  const ids: string[] = [];
  for (const [key, value] of formData) {
    if (key.startsWith("$ACTION_ID_")) ids.push(key.slice("$ACTION_ID_".length));
    else if (key.startsWith("$ACTION_REF_")) {
      const descriptor = formData.get(`$ACTION_${key.slice("$ACTION_REF_".length)}:0`);
      try {
        const id: unknown = typeof descriptor === "string" ? (JSON.parse(descriptor) as { id?: unknown }).id : undefined;
        ids.push(typeof id === "string" ? id : "");
      } catch {
        ids.push("");
      }
    }
    void value;
  }
  return ids;
}

/**
 * The form data to pass on instead, or null to leave the post as it is: when
 * it names an action `actions` lacks and the page at `pathname` has exactly
 * one form action, the same entries in the same order with the references
 * pointed at that action.
 */
export function repointStalePost(pathname: string, formData: FormData, actions: ActionManifest): FormData | null {
  const ids = postedActionIds(formData);
  if (ids.length === 0 || ids.every((id) => Object.hasOwn(actions, id))) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const candidates = Object.entries(actions).filter(
    ([, action]) =>
      FORM_ACTION_FILE.test(action.filename ?? "") && Object.keys(action.workers ?? {}).some((worker) => pagePattern(worker)?.test(path)),
  );
  if (candidates.length !== 1) return null;
  const [current] = candidates[0]!;
  const repointed = new FormData();
  for (const [key, value] of formData) {
    if (key.startsWith("$ACTION_ID_")) repointed.append(`$ACTION_ID_${current}`, value);
    else if (/^\$ACTION_\d+:0$/.test(key) && formData.has(`$ACTION_REF_${key.slice("$ACTION_".length, -":0".length)}`)) {
      let descriptor;
      try {
        descriptor = { ...(JSON.parse(String(value)) as object), id: current };
      } catch {
        return null;
      }
      repointed.append(key, JSON.stringify(descriptor));
    } else repointed.append(key, value);
  }
  return repointed;
}

/**
 * Reads a page form post and resolves to the request Next.js should see: the
 * same bytes in a new message, or, when it names an action of another build,
 * a copy whose body points at this build's action of that page, marked with
 * STALE_PAGE_HEADER.
 */
export async function withCurrentAction(request: IncomingMessage, actions: ActionManifest | null): Promise<IncomingMessage> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  let repointed: { body: Buffer; contentType: string } | null = null;
  if (actions) {
    try {
      const pathname = new URL(request.url ?? "/", "http://site.invalid").pathname;
      repointed = await repointedPost(pathname, body, request.headers["content-type"] ?? "", actions);
    } catch {
      // Not a form Next.js could read either: it answers that itself.
    }
  }
  if (!repointed) return replayed(request, body);
  return replayed(request, repointed.body, {
    ...request.headers,
    "content-type": repointed.contentType,
    "content-length": String(repointed.body.length),
    [STALE_PAGE_HEADER]: "1",
  });
}

/** A new message for Next.js with the request's line and headers (or `headers`) and `body`, read already. */
export function replayed(request: IncomingMessage, body: Buffer, headers: IncomingMessage["headers"] = request.headers): IncomingMessage {
  const copy = new IncomingMessage(request.socket);
  Object.assign(copy, {
    method: request.method,
    url: request.url,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
    headers: { ...headers },
    rawHeaders:
      headers === request.headers
        ? [...request.rawHeaders]
        : Object.entries(headers).flatMap(([name, value]) =>
            Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)],
          ),
    trailers: {},
    complete: true,
  });
  copy.push(body);
  copy.push(null);
  return copy;
}
