import { describe, expect, it } from "vitest";
import { loadsInFull } from "./full-load-paths";

describe("loadsInFull", () => {
  it("is true for the whistleblowing page, with a query, a hash or a trailing slash", () => {
    for (const href of ["/whistleblow", "/whistleblow/", "/whistleblow?x=1", "/whistleblow#report-form"])
      expect(loadsInFull(href), href).toBe(true);
  });

  it("is false for every other page", () => {
    for (const href of ["/", "/news", "/whistleblowing", "/terms-of-use", "/#footer"]) expect(loadsInFull(href), href).toBe(false);
  });
});
