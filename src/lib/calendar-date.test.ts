import { describe, expect, it } from "vitest";
import { addDays, isCalendarDate, isoDate } from "./calendar-date";

describe("addDays", () => {
  it("crosses months, leap days and years", () => {
    expect(addDays("2026-11-25", 365)).toBe("2027-11-25");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("isCalendarDate", () => {
  it("takes real days and refuses ones that do not exist or are not YYYY-MM-DD", () => {
    expect(isCalendarDate("2026-12-24")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("0000-01-01")).toBe(false);
    expect(isCalendarDate("24/12/2026")).toBe(false);
    expect(isCalendarDate("")).toBe(false);
  });
});

describe("isoDate", () => {
  it("writes a story's date as YYYY-MM-DD, the same day whatever the machine's zone", () => {
    expect(isoDate("July 26, 2025")).toBe("2025-07-26");
    expect(isoDate("January 5, 2026")).toBe("2026-01-05");
    expect(isoDate("December 31, 2025")).toBe("2025-12-31");
  });
});
