import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./reading-time";

describe("reading time", () => {
  it("counts words, ignoring punctuation-only tokens", () => {
    expect(countWords("Abuja is growing — fast. ₦3,919 trillion!")).toBe(6);
  });

  it("rounds to whole minutes at 200 words a minute, at least one", () => {
    expect(readingMinutes("word")).toBe(1);
    expect(readingMinutes("word ".repeat(200))).toBe(1);
    expect(readingMinutes("word ".repeat(500))).toBe(3);
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
  });
});
