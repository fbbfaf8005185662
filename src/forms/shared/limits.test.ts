import { describe, expect, it } from "vitest";
import * as site from "@content/site";
import * as limits from "./limits";

describe("client-side limits", () => {
  it("equal the constants of content/site.ts", () => {
    expect(limits.CONTACT_MESSAGE_MIN_CHARS).toBe(site.CONTACT_MESSAGE_MIN_CHARS);
  });
});
