import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, disableAccount } from "@/server/staff/accounts";
import { NotAdministrator, parseStaffFilters, searchStaff, STAFF_PAGE_SIZE, staffAccount } from "@/server/staff/directory";
import type { Staff } from "@/server/staff/roles";
import { openTestDatabase, type TestDatabase } from "./helpers";

/** /admin/staff's reads (issue 42): a search by name, e-mail and role, 25 a page, one account; administrators only. */
describe("the staff accounts list", () => {
  let db: TestDatabase;
  let admin: Staff;
  beforeAll(async () => {
    db = await openTestDatabase();
    const account = await createAccount(db, { email: "ada.admin@example.org", name: "Ada Admin", roles: ["admin"] });
    admin = { ...account, name: "Ada Admin", roles: ["admin"] };
    for (let i = 0; i < 30; i += 1)
      await createAccount(db, {
        email: `person${String(i).padStart(2, "0")}@example.net`,
        name: i === 7 ? "Chioma 100%_Okafor" : `Person ${i}`,
        roles: i % 3 === 0 ? ["hr", "sales"] : ["sales"],
      });
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
  });

  it("pages the accounts by e-mail address, 25 a page", async () => {
    const first = await searchStaff(admin, db, { page: 1 });
    expect(first.total).toBe(31);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.rows[0]!.email).toBe("ada.admin@example.org");
    const second = await searchStaff(admin, db, { page: 2 });
    expect(second.rows.map((row) => row.email)).toEqual([
      "person24@example.net",
      "person25@example.net",
      "person26@example.net",
      "person27@example.net",
      "person28@example.net",
      "person29@example.net",
    ]);
  });

  it("finds by part of a name or an e-mail (case aside, % and _ taken literally) and by role", async () => {
    expect((await searchStaff(admin, db, { q: "OKAFOR", page: 1 })).rows.map((row) => row.email)).toEqual(["person07@example.net"]);
    expect((await searchStaff(admin, db, { q: "100%_", page: 1 })).total).toBe(1);
    expect((await searchStaff(admin, db, { q: "%", page: 1 })).total).toBe(1);
    expect((await searchStaff(admin, db, { q: "example.net", page: 1 })).total).toBe(30);
    const hr = await searchStaff(admin, db, { role: "hr", page: 1 });
    expect(hr.total).toBe(10);
    expect(hr.rows[0]!.roles).toEqual(["sales", "hr"]);
    expect((await searchStaff(admin, db, { q: "person1", role: "hr", page: 1 })).rows.map((row) => row.email)).toEqual([
      "person12@example.net",
      "person15@example.net",
      "person18@example.net",
    ]);
  });

  it("reads the filters from the address, ignoring what is no role or page", () => {
    const { filter, query } = parseStaffFilters({ q: "  ada ", role: "root", page: "-3" });
    expect(filter).toEqual({ q: "ada", role: undefined, page: 1 });
    expect(query.toString()).toBe("q=ada");
    expect(parseStaffFilters({ role: "hr", page: "2" }).filter).toEqual({ q: undefined, role: "hr", page: 2 });
  });

  it("one account: its roles and state, whether it is the viewer's; an unknown id is null", async () => {
    const [row] = (await searchStaff(admin, db, { q: "person03", page: 1 })).rows;
    await disableAccount(db, row!.id);
    expect(await staffAccount(admin, db, row!.id)).toMatchObject({ email: "person03@example.net", status: "disabled", own: false });
    expect(await staffAccount(admin, db, admin.id)).toMatchObject({ own: true, status: "pending", roles: ["admin"] });
    expect(await staffAccount(admin, db, "no-such-id")).toBeNull();
    expect(await staffAccount(admin, db, "../../etc")).toBeNull();
  });

  it("answers only an administrator", async () => {
    const sales: Staff = { id: "x", email: "sales@example.org", name: "Sales", roles: ["sales", "hr"] };
    await expect(searchStaff(sales, db, { page: 1 })).rejects.toBeInstanceOf(NotAdministrator);
    await expect(staffAccount(sales, db, admin.id)).rejects.toBeInstanceOf(NotAdministrator);
  });
});
