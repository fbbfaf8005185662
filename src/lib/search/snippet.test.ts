import { describe, expect, it } from "vitest";
import { buildSnippet, highlight } from "./snippet";

const join = (parts: { text: string; mark: boolean }[]) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join("");

describe("buildSnippet", () => {
  it("marks every occurrence of a term, case-insensitively, in a window around the first", () => {
    const text = "Sesame seed with oil content above 45% and moisture below 8%. Sesame is our largest export.";
    expect(join(buildSnippet(text, ["sesame"]))).toBe(
      "[Sesame] seed with oil content above 45% and moisture below 8%. [Sesame] is our largest export.",
    );
  });

  it("marks the whole word when the term is a prefix", () => {
    expect(join(buildSnippet("Whistleblowing reports are confidential.", ["whistle"]))).toBe("[Whistleblowing] reports are confidential.");
  });

  it("cuts long text to a window with ellipses on word boundaries", () => {
    const text = `${"lorem ".repeat(50)}target ${"ipsum ".repeat(50)}`.trim();
    const out = join(buildSnippet(text, ["target"], 30));
    expect(out.startsWith("… ")).toBe(true);
    expect(out.endsWith(" …")).toBe(true);
    expect(out).toContain("[target]");
    expect(out.length).toBeLessThan(90);
  });

  it("treats regular-expression characters in terms literally", () => {
    expect(join(buildSnippet("Growth of 6.87% a year", ["6.87%"]))).toBe("Growth of [6.87%] a year");
  });

  it("highlight marks matches in a whole title without cutting it", () => {
    expect(join(highlight("Privacy Policy: Cross-border transfer", ["cross-border", "cross"]))).toBe(
      "Privacy Policy: [Cross-border] transfer",
    );
    expect(join(highlight("Terms of Use", []))).toBe("Terms of Use");
  });
});
