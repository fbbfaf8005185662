import { describe, expect, it } from "vitest";
import { newsletterForm } from "@content/forms";
import { NewsletterSchema } from "@/forms/newsletter/schema";
import { requiredEmail } from "./fields";
import * as limits from "./limits";

/** Spec §5 read plainly: text, an at sign, text, a dot, text (the pattern's first, backtracking form). */
const TEXT = String.raw`[^\s@()<>,;:"[\]\\]+`;
const PLAIN = new RegExp(`^${TEXT}@${TEXT}\\.${TEXT}$`);

/** Every string of up to `length` characters over `alphabet`. */
function* strings(alphabet: string, length: number): Generator<string> {
  yield "";
  let level = [""];
  for (let n = 1; n <= length; n += 1) {
    const next: string[] = [];
    for (const prefix of level) for (const char of alphabet) next.push(prefix + char);
    yield* next;
    level = next;
  }
}

describe("the e-mail pattern", () => {
  it("accepts and refuses exactly what 'text@text.text' does, on every short string", () => {
    let accepted = 0;
    let checked = 0;
    for (const value of strings("a.@ ,", 7)) {
      checked += 1;
      const expected = PLAIN.test(value);
      if (expected) accepted += 1;
      if (limits.EMAIL_PATTERN.test(value) !== expected) expect.fail(`${JSON.stringify(value)}: expected ${expected}`);
    }
    expect(checked).toBe(97_656);
    expect(accepted).toBeGreaterThan(100);
  });

  it("reads ordinary addresses as the spec does", () => {
    for (const ok of ["ada@example.com", "a.b@mail.example.org", "x@.y.z", "x@y..z", "x+tag@y.z"])
      expect(limits.EMAIL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ["ada@example", "ada@example.", "ada@.example", "a@b@c.d", "a b@c.d", "ceo,x@example.com", "@c.d"]) {
      expect(limits.EMAIL_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it("an address past the length bound is refused as too long and never reaches the pattern", () => {
    const long = `a@${".".repeat(31_000)}@`;
    const field = requiredEmail("Email", "Email is required", "Enter a valid email");
    const result = field.safeParse(long);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`Email must be at most ${limits.MAX.email} characters`]);

    const newsletter = NewsletterSchema.safeParse({ email: long });
    expect(newsletter.error?.issues.map((issue) => issue.message)).toEqual([newsletterForm.errors.emailInvalid]);
  });
});
