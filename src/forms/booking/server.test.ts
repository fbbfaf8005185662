import { describe, expect, it } from "vitest";
import { bookingSpec } from "./server";

describe("what the residences team reads first", () => {
  it("a booking request names its day with the weekday, the very day the guest chose (no time zone shifts it)", () => {
    for (const [date, day] of [
      ["2026-12-05", "Saturday 5 December 2026"],
      ["2027-01-01", "Friday 1 January 2027"],
    ]) {
      const [mail] = bookingSpec.mails(
        { roomTitle: "Penthouse", name: "Chidi Eze", email: "chidi@example.com", date: date! },
        "BK-7K3M9Q2X",
        new Date(),
      );
      expect(mail?.subject).toBe(`Booking request: Penthouse on ${day} for Chidi Eze [BK-7K3M9Q2X]`);
      expect(mail?.text).toContain(`Date: ${day} (${date})`);
    }
  });
});
