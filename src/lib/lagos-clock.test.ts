import { describe, expect, it } from "vitest";
import { lagosDay, lagosTime, lagosToday } from "./lagos-clock";

describe("the Lagos clock", () => {
  it("turns the day at midnight in Lagos, an hour before UTC", () => {
    expect(lagosToday(new Date("2026-11-25T22:59:00Z"))).toBe("2026-11-25");
    expect(lagosToday(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
    expect(lagosTime(new Date("2026-11-23T23:30:00Z"))).toBe("24 November 2026, 00:30");
    expect(lagosDay(new Date("2026-11-23T23:30:00Z"))).toBe("24 November 2026");
  });
  it("writes a calendar date as that day, whatever the machine's own zone", () => {
    expect(lagosDay("2026-12-05", { withWeekday: true })).toBe("Saturday 5 December 2026");
    expect(lagosDay("2027-01-01")).toBe("1 January 2027");
  });
});
