import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot be closed or broken out of by a string in the data", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script> & <!--", sep: "a\u2028b" });
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script> & <!--", sep: "a\u2028b" });
  });
});
