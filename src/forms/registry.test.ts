import { readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fieldNames } from "@/server/submissions/contract";
import { FORMS } from "./registry";

const FOLDER = new URL(".", import.meta.url).pathname;

describe("the forms' registry", () => {
  it("names each form once: no two share a kind (their stored rows, their rate limits) or a reference prefix", () => {
    const kinds = FORMS.map((form) => form.kind);
    const prefixes = FORMS.map((form) => form.referencePrefix);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("holds every form folder with a server part", () => {
    const folders = readdirSync(FOLDER).filter((name) => existsSync(join(FOLDER, name, "server.ts")));
    expect(folders.sort()).toEqual(FORMS.map((form) => form.kind).sort());
  });

  it("reads each form's fields from its schema, a piped one included", () => {
    const whistleblow = FORMS.find((form) => form.kind === "whistleblow")!;
    expect(fieldNames(whistleblow.schema)).toEqual([
      "natureOfConduct",
      "officerNames",
      "comments",
      "contactPreference",
      "yourName",
      "yourEmail",
      "yourPhoneNumber",
    ]);
  });
});
