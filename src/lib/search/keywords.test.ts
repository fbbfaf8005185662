import { searchKeywords } from "@content/search-keywords";
import { describe, expect, it } from "vitest";
import { normaliseTerm, resolveKeyword } from "./keywords";

describe("search keyword rules (spec §2, §5)", () => {
  it.each([
    ["home", "/"],
    ["about", "/the-firm"],
    ["commodities", "/commodities"],
    ["residences", "/residences"],
    ["realestate", "/real-estate"],
    ["staff", "/our-people"],
    ["contact", "/contact-form"],
  ])("%s navigates to %s", (keyword, path) => {
    expect(resolveKeyword(keyword, searchKeywords)).toEqual({ kind: "match", path });
  });

  it("trims and lower-cases the term", () => {
    expect(normaliseTerm("  StAfF \t")).toBe("staff");
    expect(resolveKeyword("  REALESTATE ", searchKeywords)).toEqual({ kind: "match", path: "/real-estate" });
  });

  it("an empty or blank term asks for one", () => {
    expect(resolveKeyword("", searchKeywords)).toEqual({ kind: "empty", message: "Please enter a search term" });
    expect(resolveKeyword("   ", searchKeywords)).toEqual({ kind: "empty", message: "Please enter a search term" });
  });

  it("anything else is no match: keywords match exactly, not by prefix or as part of a phrase", () => {
    for (const term of ["real estate", "homes", "abou", "contact us", "sesame", "staff!"]) {
      expect(resolveKeyword(term, searchKeywords), term).toEqual({ kind: "none", message: "No match found" });
    }
  });
});
