import { describe, expect, it } from "vitest";
import { staff } from "@content/staff";
import { buildVCard, parseVCard, vCardFileName } from "./vcard";

describe("vCard 4.0", () => {
  it.each(staff.map((p) => [p.slug, p] as const))("%s: parses back to name, phone and e-mail", (_slug, person) => {
    const card = buildVCard(person, { url: `https://www.savannahcrest.example/${person.slug}` });
    expect(card.startsWith("BEGIN:VCARD\r\nVERSION:4.0\r\n")).toBe(true);
    expect(card.endsWith("END:VCARD\r\n")).toBe(true);
    expect(card.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const props = parseVCard(card);
    expect(props.FN).toEqual([`${person.name} ${person.surname}`]);
    expect(props.N).toEqual([`${person.surname};${person.name};;;`]);
    expect(props.TEL).toEqual([`tel:${person.phone.replace(/\s+/g, "")}`]);
    expect(props.EMAIL).toEqual([person.email]);
    expect(props.ORG).toEqual([person.company]);
    expect(props.TITLE).toEqual([person.position]);
  });

  it("escapes commas and semicolons and folds long lines at 75 octets", () => {
    const person = {
      ...staff[0]!,
      position: "Sales Manager, Real Estate; Abuja and Lagos and a title long enough to need folding across lines",
    };
    const card = buildVCard(person);
    expect(card).toContain("TITLE:Sales Manager\\, Real Estate\\; Abuja");
    for (const line of card.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parseVCard(card).TITLE).toEqual([person.position]);
  });

  it("offers a file name ending in .vcf", () => {
    expect(vCardFileName(staff[0]!)).toBe("precedence-okafor-bello.vcf");
  });
});
