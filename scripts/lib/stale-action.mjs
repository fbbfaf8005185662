// A form posted without JavaScript from a page of another build (a rolling
// deploy: the page came from build N, the post reaches an instance of N+1).
// React posts such a form with the id of its Server Action in the body, and
// action ids are made per build, so Next.js finds no such action and answers
// 409 "Server Action unavailable." in plain text: the visitor's words are lost.
//
// The request guard (./request-guard.mjs) reads such a post first and hands
// its bytes here (repointedPost). Most posts name this build's action: that is
// seen in the raw body (scannedActionIds), and the post goes on untouched,
// parsed once, by Next.js. Only a post whose ids are not all this build's, or
// cannot be read so, is parsed here. When it names an action this build lacks, and the page it was posted to has exactly
// one form action (src/forms/<name>/actions.ts), the reference is pointed at
// this build's action of that page and the request is marked (STALE_PAGE_HEADER):
// the action then stores nothing and answers as any failed submission does,
// with the form's failure message and every value typed, on the page rendered
// by this build. Sending it again posts to this build's action.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Set on a post rewritten here; read by the forms' server action (src/server/submissions/action.ts). */
export const STALE_PAGE_HEADER = "x-stale-page-post";

const FORM_ACTION_FILE = /^src\/forms\/[^/]+\/actions\.ts$/;

/** The build's Server Actions: id → { filename, workers } (Next writes it into `<distDir>/server`). */
export function loadActionManifest(distDir) {
  const file = join(distDir, "server", "server-reference-manifest.json");
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  return manifest.node ?? {};
}

/** `app/(site)/news/[slug]/page` → /^\/news\/[^/]+$/: the URL paths an App Router page answers. */
function pagePattern(worker) {
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
export function scannedActionIds(body) {
  const text = body.toString("latin1");
  const ids = [];
  for (const [, kind, rest] of text.matchAll(ACTION_NAME)) {
    if (kind === "ID_") {
      ids.push(rest);
      continue;
    }
    const header = `name="$ACTION_${rest}:0"\r\n\r\n`;
    const start = text.indexOf(header);
    if (start === -1) return null;
    const end = text.indexOf("\r\n", start + header.length);
    try {
      const id = JSON.parse(text.slice(start + header.length, end === -1 ? undefined : end)).id;
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
export async function repointedPost(pathname, body, contentType, actions) {
  const scanned = scannedActionIds(body);
  if (scanned !== null && scanned.every((id) => Object.hasOwn(actions, id))) return null;
  const formData = await new Response(body, { headers: { "content-type": contentType } }).formData();
  const repointed = repointStalePost(pathname, formData, actions);
  if (!repointed) return null;
  const encoded = new Response(repointed);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type") };
}

/** The ids of the Server Actions a no-JavaScript form post names (React's `$ACTION_ID_<id>`, or `$ACTION_REF_n` with its descriptor). */
export function postedActionIds(formData) {
  const ids = [];
  for (const [key, value] of formData) {
    if (key.startsWith("$ACTION_ID_")) ids.push(key.slice("$ACTION_ID_".length));
    else if (key.startsWith("$ACTION_REF_")) {
      const descriptor = formData.get(`$ACTION_${key.slice("$ACTION_REF_".length)}:0`);
      try {
        const id = typeof descriptor === "string" ? JSON.parse(descriptor).id : undefined;
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
export function repointStalePost(pathname, formData, actions) {
  const ids = postedActionIds(formData);
  if (ids.length === 0 || ids.every((id) => Object.hasOwn(actions, id))) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const candidates = Object.entries(actions).filter(
    ([, action]) =>
      FORM_ACTION_FILE.test(action.filename ?? "") && Object.keys(action.workers ?? {}).some((worker) => pagePattern(worker)?.test(path)),
  );
  if (candidates.length !== 1) return null;
  const [current] = candidates[0];
  const repointed = new FormData();
  for (const [key, value] of formData) {
    if (key.startsWith("$ACTION_ID_")) repointed.append(`$ACTION_ID_${current}`, value);
    else if (/^\$ACTION_\d+:0$/.test(key) && formData.has(`$ACTION_REF_${key.slice("$ACTION_".length, -":0".length)}`)) {
      let descriptor;
      try {
        descriptor = { ...JSON.parse(String(value)), id: current };
      } catch {
        return null;
      }
      repointed.append(key, JSON.stringify(descriptor));
    } else repointed.append(key, value);
  }
  return repointed;
}
