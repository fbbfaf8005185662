import { describe, expect, it } from "vitest";
import { COMPLAINT_RESOLUTION } from "@content/constants";
import { dsarDeadlines } from "./deadlines";

describe("a data subject access request's deadlines, on the Lagos clock", () => {
  it("acknowledge 72 hours after it arrived; resolve the same day next month", () => {
    expect(dsarDeadlines(new Date("2026-11-23T19:05:00Z"))).toEqual({
      received: "23 November 2026, 20:05",
      acknowledgeBy: "26 November 2026, 20:05",
      resolveBy: "23 December 2026",
    });
  });
  it("a request sent late on the 31st in Lagos (still the 30th in UTC) is resolved by the last day of a shorter month", () => {
    expect(dsarDeadlines(new Date("2027-01-30T23:30:00Z"))).toMatchObject({
      received: "31 January 2027, 00:30",
      resolveBy: "28 February 2027",
    });
  });
  it("counts the period the privacy policy promises: if that promise changes, so must this calculation", () => {
    expect(COMPLAINT_RESOLUTION).toBe("one month");
  });
});
