import { describe, expect, it } from "vitest";
import { cleanKey, derivedKey, DERIVED_KEY_WINDOW_MS, looksLikeBot, MIN_FILL_MS, newReference } from "./guard";

describe("bot guard", () => {
  const now = 1_800_000_000_000;
  it("flags a filled honeypot", () => {
    expect(looksLikeBot({ honeypot: "https://spam.example", now })).toBe(true);
    expect(looksLikeBot({ honeypot: "   ", now })).toBe(false);
  });
  it("flags a form posted faster than a person could fill it", () => {
    expect(looksLikeBot({ startedAt: now - 200, now })).toBe(true);
    expect(looksLikeBot({ startedAt: String(now - MIN_FILL_MS - 1), now })).toBe(false);
  });
  it("lets a post without a stamp through (JavaScript off)", () => {
    expect(looksLikeBot({ startedAt: null, now })).toBe(false);
    expect(looksLikeBot({ startedAt: "not a number", now })).toBe(false);
  });
});

describe("references and keys", () => {
  it("draws references like WB-7K3M9Q2X", () => {
    const refs = new Set(Array.from({ length: 200 }, () => newReference("WB")));
    expect(refs.size).toBe(200);
    for (const r of refs) expect(r).toMatch(/^WB-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
  it("accepts only sane client keys", () => {
    expect(cleanKey("0123456789abcdef")).toBe("0123456789abcdef");
    expect(cleanKey("short")).toBeNull();
    expect(cleanKey("has spaces in it")).toBeNull();
    expect(cleanKey(42)).toBeNull();
  });
  it("derives the same key for the same content within a window, another after it", () => {
    const t = 10 * DERIVED_KEY_WINDOW_MS + 1000;
    expect(derivedKey("contact", { a: 1 }, t)).toBe(derivedKey("contact", { a: 1 }, t + 1000));
    expect(derivedKey("contact", { a: 1 }, t)).not.toBe(derivedKey("contact", { a: 2 }, t));
    expect(derivedKey("contact", { a: 1 }, t)).not.toBe(derivedKey("booking", { a: 1 }, t));
    expect(derivedKey("contact", { a: 1 }, t)).not.toBe(derivedKey("contact", { a: 1 }, t + DERIVED_KEY_WINDOW_MS));
  });
});
