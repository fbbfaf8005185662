import { sql } from "drizzle-orm";
import type { Staff } from "@/server/staff/roles";
import { testDatabaseEmptiedBy, type TestDatabase } from "./helpers";

/** The site pages' tests' staff (site-pages, site-details): one a team, sales editing no page. */
export const admin: Staff = { id: "a1", email: "ifeoma@staff.example", name: "Ifeoma", roles: ["admin"] };
export const marketing: Staff = { id: "m1", email: "amaka@staff.example", name: "Amaka", roles: ["marketing"] };
export const privacy: Staff = { id: "p1", email: "tunde@staff.example", name: "Tunde", roles: ["privacy"] };
export const sales: Staff = { id: "s1", email: "sade@staff.example", name: "Sade", roles: ["sales"] };

/** The file's test database, its publishing store emptied before each test: every test starts from the seed. */
export function publishingTestDatabase(): TestDatabase {
  return testDatabaseEmptiedBy(async (database) => {
    await database.db.execute(sql`truncate publishing_versions, publishing_items, publishing_collections`);
  });
}
