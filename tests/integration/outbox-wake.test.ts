import { count } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "@/server/db/schema";
import { onMailQueued, queueMail, type OutboxMail } from "@/server/mail/outbox";
import { storeSubmission } from "@/server/submissions/store";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * Queued mail wakes the process's dispatcher by itself, once what queued it
 * has committed: woken earlier, it would find no row and the message would
 * wait for the next sweep; woken by a rolled-back write, for nothing.
 */
const mail: OutboxMail = { recipient: "team@example.com", subject: "A message", text: "Hello", html: "<p>Hello</p>" };

let database: TestDatabase;
let events: string[];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});
afterEach(() => onMailQueued(null));

function listen(onWake?: () => void) {
  events = [];
  onMailQueued(() => {
    events.push("woken");
    onWake?.();
  });
}

describe("queued mail wakes the dispatcher after the commit", () => {
  it("a stored submission wakes it once, when its rows can be read", async () => {
    let seen: Promise<number> | undefined;
    listen(() => {
      seen = database.db
        .select({ n: count() })
        .from(outbox)
        .then(([row]) => row!.n);
    });
    const before = (await database.db.select({ n: count() }).from(outbox))[0]!.n;
    await storeSubmission(database.db, {
      kind: "contact",
      referencePrefix: "CT",
      fields: { name: "Ada" },
      idempotencyKey: `wake-${Date.now()}`,
      mails: () => [mail, { ...mail, recipient: "other@example.com" }],
    });
    expect(events).toEqual(["woken"]);
    expect(await seen).toBe(before + 2);
  });

  it("wakes it only once the transaction's callback has finished, nested transactions included", async () => {
    listen();
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await queueMail(inner, null, [mail]);
      });
      events.push("still in the transaction");
    });
    expect(events).toEqual(["still in the transaction", "woken"]);
  });

  it("a rolled-back transaction wakes nothing; mail queued outside any transaction wakes it at once", async () => {
    listen();
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, null, [mail]);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(events).toEqual([]);
    await queueMail(database.db, null, [mail]);
    expect(events).toEqual(["woken"]);
    expect(await queueMail(database.db, null, [])).toEqual([]);
    expect(events).toEqual(["woken"]);
  });
});
