import { describe, expect, it } from "vitest";
import { pages } from "@content/pages";
import { staff } from "@content/staff";
import { fullTitle, staffTitle, TITLE_MAX } from "./metadata";

describe("page titles fit search results", () => {
  it("every page's <title>, with the site's name, stays within the limit", () => {
    for (const [key, page] of Object.entries(pages)) expect(fullTitle(page.title, key).length, key).toBeLessThanOrEqual(TITLE_MAX);
  });

  it("every staff card's title stays within the limit, keeping the position where it fits", () => {
    for (const person of staff) expect(fullTitle(staffTitle(person)).length, person.slug).toBeLessThanOrEqual(TITLE_MAX);
    const precedence = staff.find((p) => p.slug === "precedence")!;
    expect(staffTitle(precedence)).toBe("Precedence Okafor-Bello");
    const short = { name: "Ada", surname: "Obi", position: "Analyst" };
    expect(staffTitle(short)).toBe("Ada Obi, Analyst");
  });
});
