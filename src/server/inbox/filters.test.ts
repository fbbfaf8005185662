import { describe, expect, it } from "vitest";
import { parseFilters } from "./filters";

describe("the inbox list's filters, read from its address", () => {
  it("keeps what it knows, drops the rest, and repeats the filters (not the page) for the export link", () => {
    const { filters, badDate, query } = parseFilters({
      status: "in_progress",
      decision: "approved",
      from: "2026-11-02",
      to: "2026-11-30",
      text: "  Halima  ",
      overdue: "1",
      page: "3",
      role: "admin",
    });
    expect(filters).toEqual({
      status: "in_progress",
      decision: "approved",
      from: "2026-11-02",
      to: "2026-11-30",
      text: "Halima",
      overdue: true,
      page: 3,
    });
    expect(badDate).toBe(false);
    expect(query.toString()).toBe("status=in_progress&decision=approved&from=2026-11-02&to=2026-11-30&text=Halima&overdue=1");
  });

  it("says when a date is no calendar day, and ignores an unknown status or a page that is not a number", () => {
    const { filters, badDate } = parseFilters({ status: "deleted", from: "2026-02-30", to: "yesterday", page: "2; DROP" });
    expect(filters).toEqual({});
    expect(badDate).toBe(true);
  });
});
