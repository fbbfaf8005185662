import { describe, expect, it } from "vitest";
import { TEXT_SCALE_INIT_SCRIPT, TEXT_SCALE_STORAGE_KEY, clampTextScale, nextTextScale } from "./text-scale";

describe("text scale", () => {
  it("steps up to 200% and down to 100%, never past either end", () => {
    expect(nextTextScale(100, 1)).toBe(125);
    expect(nextTextScale(175, 1)).toBe(200);
    expect(nextTextScale(200, 1)).toBe(200);
    expect(nextTextScale(125, -1)).toBe(100);
    expect(nextTextScale(100, -1)).toBe(100);
  });

  it("rejects stored values that are not a step", () => {
    expect(clampTextScale("150")).toBe(150);
    expect(clampTextScale("999")).toBe(100);
    expect(clampTextScale("abc")).toBe(100);
    expect(clampTextScale(null)).toBe(100);
  });

  it("the inline script applies a saved size to the root before paint", () => {
    const style = new Map<string, string>();
    const storage = new Map([[TEXT_SCALE_STORAGE_KEY, "175"]]);
    const run = new Function("localStorage", "document", TEXT_SCALE_INIT_SCRIPT);
    run(
      { getItem: (k: string) => storage.get(k) ?? null },
      { documentElement: { style: { setProperty: (k: string, v: string) => style.set(k, v) } } },
    );
    expect(style.get("--text-scale")).toBe("175%");
    storage.set(TEXT_SCALE_STORAGE_KEY, "5000");
    style.clear();
    run(
      { getItem: (k: string) => storage.get(k) ?? null },
      { documentElement: { style: { setProperty: (k: string, v: string) => style.set(k, v) } } },
    );
    expect(style.size).toBe(0);
  });
});
