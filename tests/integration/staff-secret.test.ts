import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetServerEnv } from "@/env";
import { staffSettings } from "@/server/db/schema";
import { staffAuthFor } from "@/server/staff/auth";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * Where the back office's secret lives (decision 106): generated into the
 * database only without AUTH_SECRET; a stored one is deleted once AUTH_SECRET
 * holds it (moved out of the database); a production site on PostgreSQL
 * without AUTH_SECRET makes none.
 */
const opened: TestDatabase[] = [];
async function fresh() {
  const db = await openTestDatabase();
  opened.push(db);
  return db;
}
const storedSecret = async (db: TestDatabase) =>
  (await db.db.select().from(staffSettings).where(eq(staffSettings.key, "auth-secret")))[0]?.value;

describe("the back office's secret", () => {
  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetServerEnv();
    for (const db of opened.splice(0)) {
      await db.close();
      await db.drop();
    }
  });

  it("without AUTH_SECRET (outside production): made once and kept in the database", async () => {
    vi.stubEnv("AUTH_SECRET", "");
    resetServerEnv();
    const db = await fresh();
    await staffAuthFor(db);
    expect(await storedSecret(db)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("AUTH_SECRET holding the stored value: the database's copy is deleted", async () => {
    const db = await fresh();
    const secret = "s".repeat(16) + "t".repeat(16) + "moved-out";
    await db.db.insert(staffSettings).values({ key: "auth-secret", value: secret });
    vi.stubEnv("AUTH_SECRET", secret);
    resetServerEnv();
    await staffAuthFor(db);
    expect(await storedSecret(db)).toBeUndefined();
  });

  it("AUTH_SECRET with another value than the stored one: the stored one stays and the start says why enrolled authenticators fail", async () => {
    const db = await fresh();
    await db.db.insert(staffSettings).values({ key: "auth-secret", value: "an-older-generated-secret-of-43-characters" });
    vi.stubEnv("AUTH_SECRET", "a-new-secret-of-at-least-32-characters-long");
    resetServerEnv();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await staffAuthFor(db);
    expect(await storedSecret(db)).toBe("an-older-generated-secret-of-43-characters");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("authenticators enrolled before AUTH_SECRET was set no longer work"));
  });

  it("production on PostgreSQL without AUTH_SECRET: refused, nothing stored", async () => {
    const db = await fresh();
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "postgres://postgres:postgres@127.0.0.1:5432/never_opened");
    resetServerEnv();
    await expect(staffAuthFor(db)).rejects.toThrow("AUTH_SECRET is not set");
    expect(await storedSecret(db)).toBeUndefined();
  });
});
