import { describe, expect, it } from "vitest";
import { isPagePost, isReadablePagePost, lastUsedArgument } from "./action-body.ts";
import type { ActionManifest } from "./stale-action.ts";

// Ids as Next.js makes them: the first byte says which arguments the action uses (0x60: the first two).
const FORM_ACTION = `60${"a".repeat(40)}`;
const NO_ARGUMENTS = `00${"b".repeat(40)}`;
const actions: ActionManifest = { [FORM_ACTION]: {}, [NO_ARGUMENTS]: {} };

async function multipart(fields: Record<string, string>): Promise<[Buffer, string]> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Request("http://form.invalid/", { method: "POST", body: form });
  return [Buffer.from(await encoded.arrayBuffer()), encoded.headers.get("content-type")!];
}

const readable = (body: Buffer | string, contentType: string, id: string | undefined = FORM_ACTION) =>
  isReadablePagePost(Buffer.from(body), contentType, id, actions);

describe("a page post's body, before Next.js decodes it into an action's arguments (issue 47)", () => {
  it("reads which arguments an action uses from its id", () => {
    expect(
      [FORM_ACTION, NO_ARGUMENTS, `40${"c".repeat(40)}`, `7e${"c".repeat(40)}`, `61${"c".repeat(40)}`, "zz"].map(lastUsedArgument),
    ).toEqual([1, -1, 0, 5, -1, -1]);
  });

  it("is a Server Action call or a multipart form post to a page, never a route handler's", () => {
    const post = (url: string, headers: Record<string, string>) => isPagePost({ method: "POST", url, headers });
    expect(post("/contact-form", { "next-action": FORM_ACTION })).toBe(true);
    expect(post("/contact-form", { "content-type": "multipart/form-data; boundary=x" })).toBe(true);
    expect(post("/contact-form", { "content-type": "application/x-www-form-urlencoded" })).toBe(false);
    expect(post("/api/send-email", { "next-action": FORM_ACTION })).toBe(false);
    expect(isPagePost({ method: "GET", url: "/", headers: { "next-action": FORM_ACTION } })).toBe(false);
  });

  it("lets through what React sends: its form as multipart, or the arguments as JSON text", async () => {
    expect(await readable(...(await multipart({ _1_name: "Ada", "0": JSON.stringify([{}, "$K1"]) })))).toBe(true);
    expect(await readable("[]", "text/plain;charset=UTF-8", NO_ARGUMENTS)).toBe(true);
    expect(await readable(JSON.stringify([{ __proto__: null }, "$K1"]), "text/plain;charset=UTF-8")).toBe(true);
    // A form posted without JavaScript names its action in its own fields.
    const [form, type] = await multipart({ $ACTION_ID_x: "", name: "Ada" });
    expect(await isReadablePagePost(form, type, undefined, actions)).toBe(true);
  });

  it("refuses text, JSON that is no argument list, broken multipart, and a form action called without its form", async () => {
    for (const [body, type] of [
      ["hello", "text/plain"],
      ['{"a":1}', "application/json"],
      ["[1e309", "text/plain"],
      ["[]", "text/plain"],
      ['["x", "y"]', "text/plain"],
      ['[{}, "$K1\u0000"]', "text/plain"],
      ["a=b", "application/x-www-form-urlencoded"],
      ['--XX\r\nContent-Disposition: form-data; name="0"\r\n\r\n[', "multipart/form-data; boundary=XX"],
    ] as const) {
      expect(await readable(body, type), `${type}: ${body}`).toBe(false);
    }
    const [broken, type] = await multipart({ "0": "[" });
    expect(await readable(broken, type)).toBe(false);
    expect(await isReadablePagePost(broken.subarray(0, broken.length - 10), type, undefined, actions)).toBe(false);
  });
});
