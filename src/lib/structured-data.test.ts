import { describe, expect, it } from "vitest";
import { site } from "@content/site";
import { organizationJsonLd } from "./structured-data";

describe("organizationJsonLd", () => {
  it("describes the group with absolute URLs from SITE_URL", () => {
    const data = organizationJsonLd();
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(site.name);
    expect(String(data.url)).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(String(data.logo)).toMatch(/^https?:\/\/.+\/icon\.svg$/);
    expect(data.telephone).toBe(site.contacts.phone);
    expect((data.sameAs as string[]).length).toBeGreaterThan(0);
  });
});
