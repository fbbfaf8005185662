import { request as httpRequest } from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Requests that Next.js would answer with a 500 (or read 10 MB of) get the
 * 4xx that says what is wrong, from scripts/lib/request-guard.mjs and
 * src/proxy.ts.
 */

/** The hidden fields of a page's form posted without JavaScript (the server action's reference and key). */
async function actionFields(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input type="hidden" name="\$ACTION[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)![1]!;
    const value = /value="([^"]*)"/.exec(input)?.[1] ?? "";
    fields[name] = value.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  }
  expect(Object.keys(fields).length, `${path} has a form that works without JavaScript`).toBeGreaterThan(1);
  return fields;
}

test.describe("requests refused with the right status", () => {
  test("TRACE gets 405, naming the methods the site answers", async ({ request }) => {
    const response = await request.fetch("/", { method: "TRACE" });
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
  });

  test("a path with malformed percent-encoding gets 400", async ({ request }) => {
    for (const path of ["/%ZZ", "/news/%E0%A4%A", "/contact-form%"]) {
      expect((await request.get(path)).status(), path).toBe(400);
    }
  });

  test("a page path that percent-encodes plain letters is redirected to the page, which answers", async ({ request }) => {
    const response = await request.get("/%63ontact-form", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/contact-form");
    const followed = await request.get("/%63ontact-%66orm");
    expect(followed.status()).toBe(200);
    expect(new URL(followed.url()).pathname).toBe("/contact-form");
  });

  test("a server action posted from another origin, or with Origin: null off the whistleblowing page, gets 403", async ({ request }) => {
    const multipart = await actionFields(request, "/contact-form");
    const actionId = (JSON.parse(multipart["$ACTION_1:0"]!) as { id: string }).id;
    for (const origin of ["https://evil.example", "null"]) {
      // The arguments as React sends them (previous state, the form), so that only the origin is wrong.
      const withJs = await request.post("/contact-form", {
        headers: { Origin: origin, "Next-Action": actionId },
        data: '[{},"$K1"]',
      });
      expect(withJs.status(), `fetch action, Origin: ${origin}`).toBe(403);
      const withoutJs = await request.post("/contact-form", { headers: { Origin: origin }, multipart });
      expect(withoutJs.status(), `form post, Origin: ${origin}`).toBe(403);
    }
  });

  test("a form post over the actions' body limit gets 413", async ({ request }) => {
    const multipart = { ...(await actionFields(request, "/contact-form")), name: "Ada", message: "x".repeat(40_000) };
    const response = await request.post("/contact-form", { headers: { "X-Forwarded-For": "198.19.9.1" }, multipart });
    expect(response.status()).toBe(413);
  });

  test("a post to a page that announces 10 MB is refused before its body is read", async ({ baseURL }) => {
    let post: ReturnType<typeof httpRequest> | undefined;
    const status = await new Promise<number>((resolve, reject) => {
      post = httpRequest(`${baseURL}/contact-form`, {
        method: "POST",
        headers: { "Content-Type": "text/plain", "Content-Length": String(10 * 1024 * 1024), "Next-Action": "x" },
      });
      post.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      post.on("error", reject);
      // Only the first kilobyte is ever sent: a server that waits for the rest never answers.
      post.write("x".repeat(1024));
      setTimeout(() => reject(new Error("no answer within 5 s: the server is waiting for the body")), 5_000);
    }).finally(() => post?.destroy());
    expect(status).toBe(413);
  });
});
