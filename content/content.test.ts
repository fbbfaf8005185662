import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineContent } from "./define";
import { NewsItemSchema, StaffCardSchema } from "./schema";

const contentFiles = readdirSync(new URL(".", import.meta.url)).filter(
  (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !["define.ts", "schema.ts", "media.ts"].includes(f),
);

describe("content", () => {
  it.each(contentFiles)("%s validates against its schema", async (file) => {
    await expect(import(/* @vite-ignore */ `./${file}`)).resolves.toBeTruthy();
  });

  it("rejects a broken sample with a message naming the file and the field", () => {
    const broken = [{ title: "A story", link: "/news", date: "not a date", image: "/media/news/news-01.webp", type: "Press Release" }];
    expect(() => defineContent("content/news.ts", z.array(NewsItemSchema), broken as never)).toThrow(
      /Invalid content in content\/news\.ts:\n\s+\[0\]\.date: must be a date like "July 26, 2025"/,
    );
  });

  it("rejects a sample e-mail address on a real domain", () => {
    const person = {
      slug: "someone",
      name: "Some",
      surname: "One",
      position: "Analyst",
      company: "Savannah Crest Group",
      phone: "+234 800 555 0199",
      email: "some.one@gmail.com",
      image: "/media/people/some-one.webp",
    };
    expect(() => defineContent("content/staff.ts", StaffCardSchema, person)).toThrow(/email: sample addresses must use an RFC 2606 domain/);
  });

  it("rejects a news type outside the spec's three", () => {
    const item = { title: "A story", link: "/news", date: "July 26, 2025", image: "/media/news/news-01.webp", type: "Blog" };
    expect(() => defineContent("content/news.ts", NewsItemSchema, item as never)).toThrow(/content\/news\.ts:\n\s+type:/);
  });

  it("an executive with a staff card has the same title on /our-people and on the card", async () => {
    const { executives } = await import("./people");
    const { staff } = await import("./staff");
    const checked = executives.flatMap((executive) => {
      const card = staff.find((person) => `${person.name} ${person.surname}` === executive.header);
      return card ? [[executive.header, executive.description, card] as const] : [];
    });
    expect(checked.length).toBeGreaterThan(3);
    for (const [name, title, card] of checked) {
      expect([card.position, `${card.position}, ${card.company}`], name).toContain(title);
    }
  });
});
