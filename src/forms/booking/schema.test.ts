import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingForm as copy } from "@content/forms";
import { bookableDates } from "./bookable-dates";
import { BookingSchema } from "./schema";

const base = { roomTitle: "Studio Suite", name: "Chidi Eze", email: "chidi@example.com" };
const dateError = (date: string) => {
  const result = BookingSchema.safeParse({ ...base, date });
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe("the booking date", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 23:30 UTC is already 26 November in Abuja.
    vi.setSystemTime(new Date("2026-11-25T23:30:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("is bookable from today in Abuja to a year later", () => {
    expect(bookableDates()).toEqual({ first: "2026-11-26", last: "2027-11-26" });
    expect(dateError("2026-11-26")).toBeNull();
    expect(dateError("2027-11-26")).toBeNull();
  });

  it("refuses a day that has passed in Abuja, though it is still that day in UTC", () => {
    expect(dateError("2026-11-25")).toEqual([copy.errors.datePast]);
    expect(dateError("2000-01-01")).toEqual([copy.errors.datePast]);
  });

  it("refuses a day more than a year ahead", () => {
    expect(dateError("2027-11-27")).toEqual([copy.errors.dateTooFar]);
    expect(dateError("9999-12-31")).toEqual([copy.errors.dateTooFar]);
  });

  it("refuses a day that does not exist with one message, and an empty date as required", () => {
    expect(dateError("2027-02-30")).toEqual([copy.errors.dateInvalid]);
    expect(dateError("0000-01-01")).toEqual([copy.errors.dateInvalid]);
    expect(dateError("")).toEqual([copy.errors.dateRequired]);
  });
});
