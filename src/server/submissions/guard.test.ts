import { describe, expect, it } from "vitest";
import { cleanKey, derivedKey, DERIVED_KEY_WINDOW_MS, botSign, MIN_FILL_MS, newReference } from "./guard";

describe("bot guard", () => {
  it("flags a filled honeypot", () => {
    expect(botSign({ honeypot: "https://spam.example" })).toBe("honeypot");
    expect(botSign({ honeypot: "   " })).toBeNull();
  });
  it("flags a form sent faster than a person could fill it", () => {
    expect(botSign({ fillMs: 200 })).toBe("sent too fast");
    expect(botSign({ fillMs: "0" })).toBe("sent too fast");
    expect(botSign({ fillMs: String(MIN_FILL_MS) })).toBeNull();
    expect(botSign({ fillMs: 3 * 24 * 60 * 60_000 })).toBeNull();
  });
  it("lets a post without a fill time through (JavaScript off), and never reads a clock of its own", () => {
    expect(botSign({ fillMs: null })).toBeNull();
    expect(botSign({ fillMs: "" })).toBeNull();
    expect(botSign({ fillMs: "not a number" })).toBeNull();
    expect(botSign({ fillMs: -5 })).toBeNull();
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
  it("derives the same key for the same content from the same sender within a window, another after it", () => {
    const t = 10 * DERIVED_KEY_WINDOW_MS + 1000;
    const ada = "203.0.113.7";
    expect(derivedKey("contact", ada, { a: 1 }, t)).toBe(derivedKey("contact", ada, { a: 1 }, t + 1000));
    expect(derivedKey("contact", ada, { a: 1 }, t)).not.toBe(derivedKey("contact", ada, { a: 2 }, t));
    expect(derivedKey("contact", ada, { a: 1 }, t)).not.toBe(derivedKey("booking", ada, { a: 1 }, t));
    expect(derivedKey("contact", ada, { a: 1 }, t)).not.toBe(derivedKey("contact", ada, { a: 1 }, t + DERIVED_KEY_WINDOW_MS));
  });
  it("never derives one sender's key for another sending the same words", () => {
    const t = 10 * DERIVED_KEY_WINDOW_MS + 1000;
    expect(derivedKey("contact", "203.0.113.7", { a: 1 }, t)).not.toBe(derivedKey("contact", "203.0.113.8", { a: 1 }, t));
  });
});
