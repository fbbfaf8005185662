import { describe, expect, it } from "vitest";
import { site } from "@content/site";
import { staff } from "@content/staff";
import { organizationJsonLd, personJsonLd } from "./structured-data";

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

describe("personJsonLd", () => {
  it("describes a staff member with a dialable phone and absolute URLs", () => {
    const person = staff[0]!;
    const data = personJsonLd(person);
    expect(data["@type"]).toBe("Person");
    expect(data.name).toBe(`${person.name} ${person.surname}`);
    expect(data.jobTitle).toBe(person.position);
    expect(String(data.telephone)).toMatch(/^\+?[0-9]+$/);
    expect(data.email).toBe(`mailto:${person.email}`);
    expect(String(data.url)).toMatch(new RegExp(`^https?://[^/]+/${person.slug}$`));
    expect(String(data.image)).toMatch(new RegExp(`^https?://[^/]+${person.image}$`));
  });
});
