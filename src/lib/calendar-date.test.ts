import { describe, expect, it } from "vitest";
import { addDays, isCalendarDate, isoDate, siteDate } from "./calendar-date";

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

describe("siteDate: a date input's value and the site's written date", () => {
  it("writes the picker's day as the site does, and back, whatever the server's time zone", () => {
    expect(siteDate.fromDateInput("2025-07-26")).toBe("July 26, 2025");
    expect(siteDate.fromDateInput("2025-01-01")).toBe("January 1, 2025");
    expect(siteDate.forDateInput("July 26, 2025")).toBe("2025-07-26");
    expect(siteDate.forDateInput("December 31, 2024")).toBe("2024-12-31");
    for (const day of ["2024-02-29", "2025-12-31", "2026-03-01"]) expect(siteDate.forDateInput(siteDate.fromDateInput(day))).toBe(day);
  });

  it("leaves what is no day for the schema to refuse, and shows the input empty for it", () => {
    expect(siteDate.fromDateInput("")).toBe("");
    expect(siteDate.fromDateInput("2025-02-30")).toBe("2025-02-30");
    expect(siteDate.forDateInput("soon")).toBe("");
    expect(siteDate.forDateInput("")).toBe("");
  });
});
