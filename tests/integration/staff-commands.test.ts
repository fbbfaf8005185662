import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffSetupLinks, staffUsers } from "@/server/db/schema";
import { setupTokenUser } from "@/server/staff/accounts";
import { runStaffCommand, takeCommandSecret, writeCommandSecret } from "@/server/staff/commands";
import { openTestDatabase, type TestDatabase } from "./helpers";

/** `npm run staff`'s work (scripts/staff.ts runs it in its own process or through the running site). */
describe("npm run staff", () => {
  let db: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), "staff-command-"));
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("add: an account with its roles and no password, a set-up link on SITE_URL, audited; a second add of the address is refused", async () => {
    const result = await runStaffCommand(db, "https://www.savannahcrest.example", {
      command: "add",
      email: "Root@Example.org",
      roles: ["admin"],
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.link).toMatch(/^https:\/\/www\.savannahcrest\.example\/admin\/set-up\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(result.link).searchParams.get("token")!;
    expect((await setupTokenUser(db, token))?.email).toBe("root@example.org");
    const [user] = await db.db.select().from(staffUsers).where(eq(staffUsers.email, "root@example.org"));
    expect(user?.twoFactorEnabled).toBe(false);
    expect(
      await runStaffCommand(db, "https://www.savannahcrest.example", { command: "add", email: "root@example.org", roles: ["sales"] }),
    ).toEqual({
      ok: false,
      error: "exists",
    });
    const audited = await db.db.select().from(auditLog).where(eq(auditLog.action, "staff.add"));
    expect(audited.map((row) => row.target)).toEqual(["root@example.org"]);
  });

  it("link: a new link replaces the old one; an unknown address is refused", async () => {
    const first = await runStaffCommand(db, "http://localhost:3000", { command: "add", email: "again@example.org", roles: ["privacy"] });
    const second = await runStaffCommand(db, "http://localhost:3000", { command: "link", email: "again@example.org" });
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(await setupTokenUser(db, new URL(first.link).searchParams.get("token")!)).toBeNull();
    expect((await setupTokenUser(db, new URL(second.link).searchParams.get("token")!))?.email).toBe("again@example.org");
    expect(
      await db.db
        .select()
        .from(staffSetupLinks)
        .where(eq(staffSetupLinks.userId, (await setupTokenUser(db, new URL(second.link).searchParams.get("token")!))!.id)),
    ).toHaveLength(1);
    expect(await runStaffCommand(db, "http://localhost:3000", { command: "link", email: "nobody@example.org" })).toEqual({
      ok: false,
      error: "unknown",
    });
  });

  it("the running site accepts the command's secret once, only the right one, from a file only the site's account can read", async () => {
    const first = await writeCommandSecret(dataDir);
    const second = await writeCommandSecret(dataDir);
    expect(readdirSync(dataDir).filter((name) => name.endsWith(".secret"))).toHaveLength(2);
    for (const name of readdirSync(dataDir)) expect(statSync(join(dataDir, name)).mode & 0o077, name).toBe(0);
    expect(await takeCommandSecret(dataDir, first.id, "guess")).toBe(false);
    // A wrong guess used it up too: one try per secret.
    expect(await takeCommandSecret(dataDir, first.id, first.secret)).toBe(false);
    expect(await takeCommandSecret(dataDir, "../../etc/passwd", second.secret)).toBe(false);
    expect(await takeCommandSecret(dataDir, second.id, second.secret)).toBe(true);
    expect(await takeCommandSecret(dataDir, second.id, second.secret)).toBe(false);
  });
});
