import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { cleanText, optionalText, requiredText } from "./fields";

const clean = (value: string, multiline = false) => z.string().check(cleanText({ multiline })).parse(value);

describe("the clean-up every text field gets", () => {
  it("a message keeps its paragraphs, whatever the line break, as line feeds", () => {
    expect(clean("one\r\ntwo\rthree\u2028four\u2029five\u0085six", true)).toBe("one\ntwo\nthree\nfour\nfive\nsix");
  });
  it("a one-line field gets every break, Unicode separators included, as one space", () => {
    expect(clean("Ada\u2028Client Name: Someone Else")).toBe("Ada Client Name: Someone Else");
  });
  it("control characters (a pasted NUL, C1 controls) are dropped; tabs stay in a message", () => {
    expect(clean("a\u0000b\u0090c\td", true)).toBe("abc\td");
  });
});

describe("malformed Unicode (issue 41)", () => {
  it("a lone surrogate, which only a forged post carries, is refused with the field's message; a real emoji is kept", () => {
    const name = requiredText("Name", "Name is required", 100);
    expect(name.safeParse("Ada \ud800").error?.issues[0]?.message).toBe("Name holds a character that cannot be read: please type it again");
    expect(optionalText("Company", 100).safeParse("\udfffX").success).toBe(false);
    expect(name.parse("Ada 😀")).toBe("Ada 😀");
  });
});
