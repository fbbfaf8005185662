import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_COLOURS } from "./brand-colours";

const css = readFileSync(new URL("../app/globals.css", import.meta.url), "utf8");
const token = (name: string) => name.replace(/([A-Z]|\d+)/g, "-$1").toLowerCase();

describe("BRAND_COLOURS", () => {
  it("is the stylesheet's palette, so the mark, the card and the PDFs match the pages", () => {
    for (const [name, hex] of Object.entries(BRAND_COLOURS)) {
      expect(css, name).toContain(`--color-${token(name)}: ${hex};`);
    }
  });
});
