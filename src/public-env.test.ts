import { describe, expect, it } from "vitest";
import { parsePageLoaderMs } from "./public-env";

describe("parsePageLoaderMs", () => {
  it("defaults to the spec's 2000 ms and accepts 0 (off)", () => {
    expect(parsePageLoaderMs(undefined)).toBe(2000);
    expect(parsePageLoaderMs("")).toBe(2000);
    expect(parsePageLoaderMs("0")).toBe(0);
    expect(parsePageLoaderMs("1000")).toBe(1000);
  });
  it("names the variable when the value is bad", () => {
    expect(() => parsePageLoaderMs("fast")).toThrow(/NEXT_PUBLIC_PAGE_LOADER_MS/);
    expect(() => parsePageLoaderMs("-5")).toThrow(/NEXT_PUBLIC_PAGE_LOADER_MS/);
    expect(() => parsePageLoaderMs("20000")).toThrow(/NEXT_PUBLIC_PAGE_LOADER_MS/);
  });
});
