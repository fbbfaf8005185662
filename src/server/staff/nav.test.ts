import { describe, expect, it } from "vitest";
import { navFor } from "./nav";
import { ROLES, type Role } from "./roles";

const person = (...roles: Role[]) => ({ id: "x", email: "x@example.org", name: "X", roles });

describe("the back office's navigation lists only what the viewer's roles open", () => {
  it("an administrator sees the site pages (contact details, page heads), the staff accounts, the audit log and the system page", () => {
    expect(navFor(person("admin")).map((e) => e.href)).toEqual(["/admin", "/admin/pages", "/admin/staff", "/admin/audit", "/admin/system"]);
  });
  it("no other role sees any of them", () => {
    for (const role of ROLES.filter((r) => r !== "admin")) {
      const hrefs = navFor(person(role)).map((e) => e.href);
      expect(hrefs, role).not.toContain("/admin/staff");
      expect(hrefs, role).not.toContain("/admin/audit");
      expect(hrefs, role).not.toContain("/admin/system");
    }
  });
  it("only the ethics team sees the whistleblowing cases", () => {
    expect(navFor(person("ethics")).map((e) => e.href)).toEqual(["/admin", "/admin/cases", "/admin/pages"]);
    for (const role of ROLES.filter((r) => r !== "ethics"))
      expect(
        navFor(person(role)).map((e) => e.href),
        role,
      ).not.toContain("/admin/cases");
  });
  it("the reports are listed for each team that works submissions, and for no other role", () => {
    for (const role of ["sales", "residences", "agents", "privacy", "marketing"] as const)
      expect(
        navFor(person(role)).map((e) => e.href),
        role,
      ).toContain("/admin/reports");
    for (const role of ["admin", "ethics", "investors", "hr"] as const)
      expect(
        navFor(person(role)).map((e) => e.href),
        role,
      ).not.toContain("/admin/reports");
  });
  it("the site pages are listed for marketing, the privacy team, administrators, HR and the ethics team, and for no other role (decisions 140, 156, 157, 158)", () => {
    for (const role of ROLES)
      expect(
        navFor(person(role))
          .map((e) => e.href)
          .includes("/admin/pages"),
        role,
      ).toBe(["marketing", "privacy", "admin", "hr", "ethics"].includes(role));
  });
  it("an account with no role sees only the home page", () => {
    expect(navFor(person()).map((e) => e.href)).toEqual(["/admin"]);
  });
});
