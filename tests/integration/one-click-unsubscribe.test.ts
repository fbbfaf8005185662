import { describe, expect, it } from "vitest";
import { newsletterForm } from "@content/forms";
import { site } from "@content/site";
import { newsletterSubscribers } from "@/server/db/schema";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { subscribe } from "@/server/newsletter/subscribers";
import { MAX_ONE_CLICK_BODY_BYTES, oneClickUnsubscribe, showUnsubscribePage } from "@/server/newsletter/one-click";
import { TOKEN_MISSES_ALLOWED } from "@content/constants";
import { testLimiter, useDatabaseAndSmtp } from "./helpers";

const SITE = "http://127.0.0.1:3999";
const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;

/** What a mailbox provider sends for its Unsubscribe button (RFC 8058 §3.1): a form POST, no Origin. */
const providerPost = (url: string, body = "List-Unsubscribe=One-Click", headers: Record<string, string> = {}) =>
  new Request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body });

describe("newsletter one-click unsubscribe (RFC 8058)", () => {
  const ctx = useDatabaseAndSmtp();

  /** Subscribes an address and returns the List-Unsubscribe address of the e-mail it received over SMTP. */
  async function headerAddress(email: string): Promise<string> {
    await subscribe(ctx.db.db, email, { siteUrl: SITE });
    await dispatchAll(ctx.db.db, smtpTransport(ctx.smtp.url), FROM);
    const raw = ctx.smtp.received.find((m) => m.to.includes(email))!.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    return raw.match(/^List-Unsubscribe: <([^>]+)>$/m)![1]!;
  }
  const status = async () => (await ctx.db.db.select().from(newsletterSubscribers))[0]?.status;
  const handle = (request: Request, limiter = testLimiter(ctx.db, undefined, TOKEN_MISSES_ALLOWED), clientKey = "203.0.113.30") =>
    oneClickUnsubscribe(request, { open: async () => ({ db: ctx.db.db, limiter }), clientKey });

  it("the e-mail names the API address; the provider's POST unsubscribes; a second POST still answers", async () => {
    const url = await headerAddress("amina@example.com");
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3999\/api\/newsletter\/unsubscribe\?token=[\w-]+$/);
    const response = await handle(providerPost(url));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe(newsletterForm.unsubscribePage.done);
    expect(await status()).toBe("unsubscribed");
    expect((await handle(providerPost(url))).status).toBe(200);
  });

  it("accepts the one-click body as multipart/form-data too (RFC 8058 allows either)", async () => {
    const url = await headerAddress("dayo@example.com");
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await handle(new Request(url, { method: "POST", body: form }))).status).toBe(200);
    expect(await status()).toBe("unsubscribed");
  });

  it("opening the address changes nothing: it sends the person to the page that asks", async () => {
    const url = await headerAddress("bello@example.com");
    const response = showUnsubscribePage(new Request(url));
    expect(response.status).toBe(303);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("location")).toBe(`/newsletter/unsubscribe?token=${new URL(url).searchParams.get("token")}`);
    expect(await status()).toBe("pending");
  });

  it("refuses a post without the one-click body, from another site, or with an unknown token", async () => {
    const url = await headerAddress("chioma@example.com");
    const empty = await handle(providerPost(url, ""));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toBe(newsletterForm.oneClick.badBody);
    expect(empty.headers.get("cache-control")).toBe("no-store");
    const huge = await handle(providerPost(url, `List-Unsubscribe=One-Click&padding=${"x".repeat(MAX_ONE_CLICK_BODY_BYTES)}`));
    expect(huge.status).toBe(413);
    expect((await handle(providerPost(url, "List-Unsubscribe=Later"))).status).toBe(400);
    const crossSite = await handle(providerPost(url, undefined, { Origin: "https://attacker.example" }));
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe(newsletterForm.oneClick.forbidden);
    expect(await status()).toBe("pending");
    const unknown = await handle(providerPost(`${SITE}/api/newsletter/unsubscribe?token=not-a-token`));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(newsletterForm.unsubscribePage.invalid);
    expect(await status()).toBe("pending");
    // The site's own pages may post too.
    expect((await handle(providerPost(url, undefined, { Origin: SITE }))).status).toBe(200);
    expect(await status()).toBe("unsubscribed");
  });

  it(`a client that sends ${TOKEN_MISSES_ALLOWED} unknown tokens is asked to wait; a provider's working ones never count`, async () => {
    const limiter = testLimiter(ctx.db, undefined, TOKEN_MISSES_ALLOWED);
    const provider = "198.51.100.40";
    // A provider unsubscribing many people from one address, more than the allowance, is never refused.
    const urls = [];
    for (let i = 0; i < TOKEN_MISSES_ALLOWED + 2; i += 1) urls.push(await headerAddress(`reader${i}@example.com`));
    for (const url of urls) expect((await handle(providerPost(url), limiter, provider)).status).toBe(200);

    const guesser = "198.51.100.41";
    for (let i = 0; i < TOKEN_MISSES_ALLOWED; i += 1) {
      expect((await handle(providerPost(`${SITE}/api/newsletter/unsubscribe?token=guess-${i}`), limiter, guesser)).status).toBe(404);
    }
    const refused = await handle(providerPost(urls[0]!), limiter, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/^Too many submissions from your connection/);
  });
});
