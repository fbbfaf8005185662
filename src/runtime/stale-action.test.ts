import { describe, expect, it } from "vitest";
import { postedActionIds, repointedPost, repointStalePost, scannedActionIds, type ActionManifest } from "./stale-action.ts";

const CONTACT = "60dfe1600d2c15e17608eb2e61a785ff844753abc3";
const WHISTLE = "602d51987364460ffa4da3282cfc44d4b2b543a80c";
const OLD = "60aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";

// The shape of <distDir>/server/server-reference-manifest.json's "node" entries.
const actions: ActionManifest = {
  [CONTACT]: { filename: "src/forms/contact/actions.ts", exportedName: "submitContact", workers: { "app/(site)/contact-form/page": {} } },
  [WHISTLE]: {
    filename: "src/forms/whistleblow/actions.ts",
    exportedName: "submitWhistleblow",
    workers: { "app/(site)/whistleblow/page": {} },
  },
  "60c1": { filename: "src/forms/newsletter/token-actions.ts", workers: { "app/(site)/newsletter/confirm/page": {} } },
  "60c2": { filename: "src/forms/newsletter/token-actions.ts", workers: { "app/(site)/newsletter/confirm/page": {} } },
  "6015": { filename: "src/app/admin/inbox/actions.ts", workers: { "app/admin/inbox/[kind]/[id]/page": {} } },
};

/** A form as React posts it without JavaScript, for a useActionState action (bound to the previous state). */
function post(id: string, fields: Record<string, string> = { name: "Ngozi Okafor", message: "Typed on the old page." }) {
  const data = new FormData();
  data.append("$ACTION_REF_1", "");
  data.append("$ACTION_1:0", JSON.stringify({ id, bound: "$@1" }));
  data.append("$ACTION_1:1", JSON.stringify([{ status: "idle" }]));
  data.append("$ACTION_KEY", "k1234");
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** The bytes and content type of a form as a multipart body (the encoding browsers use). */
async function encoded(data: FormData) {
  const response = new Response(data);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type")! };
}

describe("a no-JavaScript form post from a page of another build", () => {
  it("reads the action ids a post names, in either of React's forms", () => {
    expect(postedActionIds(post(CONTACT))).toEqual([CONTACT]);
    const unbound = new FormData();
    unbound.append(`$ACTION_ID_${OLD}`, "");
    expect(postedActionIds(unbound)).toEqual([OLD]);
    const broken = new FormData();
    broken.append("$ACTION_REF_1", "");
    broken.append("$ACTION_1:0", "{not json");
    expect(postedActionIds(broken)).toEqual([""]);
  });

  it("reads the same ids from a post's bytes, or says it cannot", async () => {
    expect(scannedActionIds((await encoded(post(CONTACT))).body)).toEqual([CONTACT]);
    const unbound = new FormData();
    unbound.append(`$ACTION_ID_${OLD}`, "");
    unbound.append("email", "ngozi@example.com");
    expect(scannedActionIds((await encoded(unbound)).body)).toEqual([OLD]);
    const plain = new FormData();
    plain.append("name", "x");
    expect(scannedActionIds((await encoded(plain)).body)).toEqual([]);
    const broken = new FormData();
    broken.append("$ACTION_REF_1", "");
    broken.append("$ACTION_1:0", "{not json");
    expect(scannedActionIds((await encoded(broken)).body)).toBeNull();
  });

  it("passes a post of this build on untouched, and re-encodes a stale one pointed at this build's action", async () => {
    const current = await encoded(post(CONTACT));
    expect(await repointedPost("/contact-form", current.body, current.contentType, actions)).toBeNull();
    // Words typed that look like a reference are not taken for one: the parsed form names this build's action.
    const lookalike = await encoded(post(CONTACT, { message: `name="$ACTION_ID_${OLD}"` }));
    expect(await repointedPost("/contact-form", lookalike.body, lookalike.contentType, actions)).toBeNull();

    const stale = await encoded(post(OLD));
    const repointed = await repointedPost("/contact-form", stale.body, stale.contentType, actions);
    expect(repointed?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const passed = await new Response(new Uint8Array(repointed!.body), { headers: { "content-type": repointed!.contentType } }).formData();
    expect([...passed.keys()]).toEqual([...post(OLD).keys()]);
    expect(JSON.parse(String(passed.get("$ACTION_1:0")))).toEqual({ id: CONTACT, bound: "$@1" });
    expect(passed.get("message")).toBe("Typed on the old page.");
  });

  it("leaves a post of this build, and a post that names no action, as they are", () => {
    expect(repointStalePost("/contact-form", post(CONTACT), actions)).toBeNull();
    const plain = new FormData();
    plain.append("name", "x");
    expect(repointStalePost("/contact-form", plain, actions)).toBeNull();
  });

  it("points a stale post at this build's form action of that page, every other field as typed and in order", () => {
    const repointed = repointStalePost("/contact-form/", post(OLD), actions);
    expect(repointed).not.toBeNull();
    expect([...repointed!.keys()]).toEqual([...post(OLD).keys()]);
    expect(JSON.parse(String(repointed!.get("$ACTION_1:0")))).toEqual({ id: CONTACT, bound: "$@1" });
    expect(repointed!.get("message")).toBe("Typed on the old page.");
    expect(repointed!.get("$ACTION_KEY")).toBe("k1234");
    expect(JSON.parse(String(repointStalePost("/whistleblow", post(OLD), actions)!.get("$ACTION_1:0"))).id).toBe(WHISTLE);

    const unbound = new FormData();
    unbound.append(`$ACTION_ID_${OLD}`, "");
    unbound.append("email", "ngozi@example.com");
    expect([...repointStalePost("/contact-form", unbound, actions)!.keys()]).toEqual([`$ACTION_ID_${CONTACT}`, "email"]);
  });

  it("leaves it to Next.js where the page has no single form action to point at", () => {
    // Two actions (which one the old page meant is unknown), none of them a form's (src/forms/<name>/actions.ts).
    expect(repointStalePost("/newsletter/confirm", post(OLD), actions)).toBeNull();
    expect(repointStalePost("/admin/inbox/contact/12", post(OLD), actions)).toBeNull();
    // A page without any action, and a path that only starts like a form page.
    expect(repointStalePost("/news", post(OLD), actions)).toBeNull();
    expect(repointStalePost("/contact-form/x", post(OLD), actions)).toBeNull();
  });
});
