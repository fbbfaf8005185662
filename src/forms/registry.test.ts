import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fieldNames } from "@/server/submissions/contract";
import { FORMS } from "./registry";

const FOLDER = new URL(".", import.meta.url).pathname;
const SERVER = new URL("../server/", import.meta.url).pathname;

/** Every TypeScript file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

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

  it("is the only way the server meets a form: nothing under src/server imports src/forms", () => {
    const importsOfForms = sources(SERVER).filter((file) => /from\s+["'](@\/forms\/|(\.\.\/)+forms\/)/.test(readFileSync(file, "utf8")));
    expect(importsOfForms).toEqual([]);
  });

  it("each form's server part, and every module of the engine, is server-only", () => {
    const serverParts = [...FORMS.map((form) => join(FOLDER, form.kind, "server.ts")), ...sources(join(SERVER, "submissions"))].filter(
      (file) => !file.endsWith(".test.ts"),
    );
    for (const file of serverParts) expect(readFileSync(file, "utf8").startsWith('import "server-only";'), file).toBe(true);
  });
});
