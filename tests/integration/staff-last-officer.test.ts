import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin } from "@content/admin";
import { noticeText } from "@/app/admin/staff/notices";
import { createAccount, disableAccount, setRoles, staffOf } from "@/server/staff/accounts";
import { officerKeyAtSignIn } from "@/server/whistleblowing/officer-keys";
import { confirmedOfficers } from "@/server/whistleblowing/officers";
import { confirmOfficersForTest, openTestDatabase, type TestDatabase } from "./helpers";

/** The last officer stays (issue 47): new reports must keep a confirmed officer to go to, not the recovery key alone. */
describe("the last confirmed ethics officer", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  async function officer(email: string) {
    const { id } = await createAccount(db, { email, name: email.split("@")[0], roles: ["ethics"] });
    await officerKeyAtSignIn(db, (await staffOf(db, id))!, "a long and memorable passphrase");
    await confirmOfficersForTest(db, id);
    return id;
  }

  it("cannot lose ethics nor be disabled, with a message saying why; with two, one may lose it", async () => {
    const ada = await officer("ada.last@example.org");
    await expect(setRoles(db, ada, ["sales"])).rejects.toThrow(admin.staff.lastOfficer);
    await expect(disableAccount(db, ada)).rejects.toThrow(admin.staff.lastOfficer);
    expect(noticeText("last-officer", "ada.last@example.org")).toEqual({ text: admin.staff.lastOfficer, error: true });
    expect((await staffOf(db, ada, {}))!.roles).toEqual(["ethics"]);
    expect([...(await confirmedOfficers(db.db))]).toEqual([ada]);

    const bayo = await officer("bayo.second@example.org");
    expect(await setRoles(db, ada, ["sales"])).toEqual(["ethics"]);
    expect([...(await confirmedOfficers(db.db))]).toEqual([bayo]);
    await expect(disableAccount(db, bayo)).rejects.toThrow(admin.staff.lastOfficer);
  });

  it("two administrators removing the last two officers at the same moment: one change is refused", async () => {
    const [chidi, dayo] = [await officer("chidi.both@example.org"), await officer("dayo.both@example.org")];
    // Only these two are confirmed now (bayo, from above, is the other's concern: take him out first).
    for (const id of await confirmedOfficers(db.db)) if (id !== chidi && id !== dayo) await setRoles(db, id, ["sales"]);
    const outcomes = await Promise.allSettled([setRoles(db, chidi, ["sales"]), disableAccount(db, dayo)]);
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toHaveLength(1);
    expect((await confirmedOfficers(db.db)).size).toBe(1);
  });
});
