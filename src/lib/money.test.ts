import { describe, expect, it } from "vitest";
import { ROOM_AVERAGE_BOOKING_NGN } from "@content/site";
import { formatNaira, formatPrice, formatWholeNaira } from "./money";

describe("naira formatting", () => {
  it("formats a property price with the en-NG currency formatter", () => {
    expect(formatNaira(500_000_000)).toBe("₦500,000,000.00");
    expect(formatNaira(2_000_000_000)).toBe("₦2,000,000,000.00");
    expect(formatNaira(500_000_000)).toBe(new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" }).format(500_000_000));
  });

  it("shows the room cards' average booking as a whole amount", () => {
    expect(formatWholeNaira(ROOM_AVERAGE_BOOKING_NGN)).toBe("₦150,000");
  });

  it("shows no price when content sets none", () => {
    expect(formatPrice(undefined)).toBeNull();
    expect(formatPrice(0)).toBeNull();
    expect(formatPrice(Number.NaN)).toBeNull();
    expect(formatPrice(750_000_000)).toBe("₦750,000,000.00");
  });
});
