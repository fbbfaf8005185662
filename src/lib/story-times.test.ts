import { describe, expect, it } from "vitest";
import { lagosEndOfDay, lagosIsoTime, storyTimes } from "./story-times";

describe("a story's times", () => {
  it("a story published at 06:12 in Lagos on its own date is dated then, not at 09:00, hours ahead", () => {
    const now = new Date("2026-11-27T05:20:00Z"); // 06:20 in Lagos
    const liveSince = new Date("2026-11-27T05:12:09Z"); // 06:12:09 in Lagos
    const times = storyTimes({ date: "November 27, 2026" }, liveSince, now);
    expect(times.published).toEqual(liveSince);
    expect(times.modified).toEqual(liveSince);
    expect(times.published.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it("a seed story (a date only) is 09:00 in Lagos on its date, or now when that is still to come", () => {
    expect(storyTimes({ date: "July 26, 2025" }, null, new Date("2026-11-27T05:20:00Z")).published.toISOString()).toBe(
      "2025-07-26T08:00:00.000Z",
    );
    const early = new Date("2026-11-27T05:20:00Z");
    expect(storyTimes({ date: "November 27, 2026" }, null, early).published).toEqual(early);
  });

  it("a story edited after its date keeps its date as its publication and the edit as its modification", () => {
    const edit = new Date("2026-12-03T14:00:00Z");
    const times = storyTimes({ date: "November 27, 2026" }, edit, new Date("2026-12-03T15:00:00Z"));
    expect(times.published.toISOString()).toBe("2026-11-27T08:00:00.000Z");
    expect(times.modified).toEqual(edit);
  });

  it("writes ISO 8601 with Lagos's offset", () => {
    expect(lagosIsoTime(new Date("2026-11-27T05:12:09.456Z"))).toBe("2026-11-27T06:12:09+01:00");
    expect(lagosIsoTime(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01T00:30:00+01:00");
    expect(lagosEndOfDay("2027-01-31")).toBe("2027-01-31T23:59:59+01:00");
    expect(Date.parse(lagosEndOfDay("2027-01-31"))).toBe(Date.parse("2027-01-31T22:59:59Z"));
  });
});
