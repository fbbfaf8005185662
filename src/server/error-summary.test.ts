import { describe, expect, it } from "vitest";
import { errorSummary } from "./error-summary";

describe("errorSummary", () => {
  it("names a failed query's cause without the query's parameters (the visitor's fields)", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { name: "error", code: "22021" });
    const failed = new Error(
      'Failed query: insert into "submissions" ("kind", "fields") values ($1, $2)\nparams: whistleblow,{"comments":"The site manager Musa takes cash"}',
      { cause },
    );
    const summary = errorSummary(failed);
    expect(summary).toBe('error 22021 invalid byte sequence for encoding "UTF8": 0x00');
    expect(summary).not.toContain("Musa");
  });

  it("keeps only the first line of an error without a cause, and drops any params", () => {
    expect(errorSummary(new TypeError("fetch failed params: secret\nmore"))).toBe("TypeError fetch failed");
    expect(errorSummary("a string")).toBe("non-error thrown (string)");
  });
});
