import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { newsletterForm } from "@content/forms";
import { site } from "@content/site";
import { newsletterSignUps, newsletterSubscribers } from "@/server/db/schema";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { newsletterSpec } from "@/forms/newsletter/server";
import { FIRST_RETRY_AFTER_MS, GIVE_UP_AFTER_MS, retryQueuedSignUps } from "@/server/newsletter/sign-ups";
import { processForm } from "@/server/submissions/action";
import { formData, testLimiter, useDatabaseAndSmtp } from "./helpers";

const SITE = "http://127.0.0.1:3999";
const FROM = `Savannah Crest Group <${site.mailboxes.noReply}>`;
const MINUTE = 60_000;

/**
 * A real fault in the database, not a mock: a CHECK constraint that no row
 * passes, NOT VALID so the rows already there stay; every insert and update
 * of the table then fails until it is dropped.
 */
async function makeUnwritable(db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }, table: string) {
  await db.execute(sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT fault_unwritable CHECK (false) NOT VALID`));
  return () => db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT fault_unwritable`));
}

describe("newsletter sign-ups are queued before the answer and never lost after it", () => {
  const ctx = useDatabaseAndSmtp();
  const deliver = () => dispatchAll(ctx.db.db, smtpTransport(ctx.smtp.url), FROM);
  const mailTo = (address: string) => ctx.smtp.received.filter((m) => m.to.includes(address));

  /** A sign-up as the site handles it: answered first, its store held here and run after (Next's after()). */
  async function signUp(email: string) {
    const later: (() => Promise<void>)[] = [];
    const answer = await processForm(newsletterSpec(SITE), formData({ email }), {
      database: ctx.db,
      limiter: testLimiter(ctx.db),
      clientKey: "203.0.113.30",
      defer: (task) => void later.push(task),
    });
    for (const task of later) await task();
    return answer;
  }

  it("a sign-up whose store fails after the answer stays queued and is done by a later pass", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const restore = await makeUnwritable(ctx.db.db, "newsletter_subscribers");
    const answer = await signUp("later@example.com");
    // The visitor was told what everyone is told; the list could not take the address.
    expect(answer).toMatchObject({ status: "success", message: newsletterForm.success });
    expect(await ctx.db.db.select().from(newsletterSubscribers)).toHaveLength(0);
    expect(warn.mock.calls.map((call) => call.join(" "))).toContainEqual(
      expect.stringMatching(/^\[forms\] storing a newsletter submission failed, left queued: .*23514/),
    );
    const [queued] = await ctx.db.db.select().from(newsletterSignUps);
    expect(queued).toMatchObject({ email: "later@example.com", attempts: 1 });
    expect(queued!.lastError).toMatch(/23514/);

    // Still failing at the first retry: still queued, tried later again.
    const firstRetry = new Date(queued!.nextAttemptAt.getTime() + 1000);
    expect(await retryQueuedSignUps(ctx.db.db, { siteUrl: SITE, now: firstRetry })).toEqual({ done: 0, failed: 1, dropped: 0 });
    const [again] = await ctx.db.db.select().from(newsletterSignUps);
    expect(again!.attempts).toBe(2);
    expect(again!.nextAttemptAt.getTime()).toBeGreaterThan(firstRetry.getTime());

    // The table writable again: the next pass does it, and the confirmation link arrives.
    await restore();
    const later = new Date(again!.nextAttemptAt.getTime() + 1000);
    expect(await retryQueuedSignUps(ctx.db.db, { siteUrl: SITE, now: later })).toEqual({ done: 1, failed: 0, dropped: 0 });
    expect(await ctx.db.db.select().from(newsletterSignUps)).toHaveLength(0);
    expect(await ctx.db.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers)).toEqual([{ status: "pending" }]);
    await deliver();
    expect(mailTo("later@example.com").map((m) => m.subject)).toEqual([newsletterForm.confirmSubject]);
  });

  it("a sign-up that cannot even be queued is answered with the failure message, so the visitor knows", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const restore = await makeUnwritable(ctx.db.db, "newsletter_sign_ups");
    try {
      const answer = await signUp("unqueued@example.com");
      expect(answer).toMatchObject({ status: "error", message: newsletterForm.failure, values: { email: "unqueued@example.com" } });
      expect(error.mock.calls.map((call) => call.join(" "))).toContainEqual(expect.stringMatching(/^\[forms\] storing a newsletter/));
    } finally {
      await restore();
    }
  });

  it("a sign-up done after the answer leaves nothing queued; a pass in the meantime does not do it twice", async () => {
    // What the request's after() would do, taken by a retry pass as well once due: one link only.
    const answer = await signUp("once@example.com");
    expect(answer.status).toBe("success");
    expect(await ctx.db.db.select().from(newsletterSignUps)).toHaveLength(0);
    expect(await retryQueuedSignUps(ctx.db.db, { siteUrl: SITE, now: new Date(Date.now() + FIRST_RETRY_AFTER_MS + MINUTE) })).toEqual({
      done: 0,
      failed: 0,
      dropped: 0,
    });
    await deliver();
    expect(mailTo("once@example.com")).toHaveLength(1);
  });

  it("a sign-up still failing after a week is dropped, and said so as an error", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const restore = await makeUnwritable(ctx.db.db, "newsletter_subscribers");
    try {
      await signUp("week@example.com");
      const weekLater = new Date(Date.now() + GIVE_UP_AFTER_MS + MINUTE);
      expect(await retryQueuedSignUps(ctx.db.db, { siteUrl: SITE, now: weekLater })).toEqual({ done: 0, failed: 0, dropped: 1 });
      expect(error.mock.calls.map((call) => call.join(" "))).toContainEqual(
        expect.stringMatching(/^\[newsletter\] sign-up #\d+ dropped after a week of failed attempts; last: .*23514/),
      );
      // The log names the queued row, never the address.
      expect([...error.mock.calls, ...warn.mock.calls].flat().join(" ")).not.toContain("week@example.com");
      expect(await ctx.db.db.select().from(newsletterSignUps)).toHaveLength(0);
    } finally {
      await restore();
    }
  });
});
