import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every server action of the back office begins with the one checked path:
 * requireStaffAction (same origin, then the session and the role), or
 * inboxForAction (the same, for the inbox), or, for the actions of someone
 * not yet signed in (sign-in, set-up, sign-out), assertSameOrigin. Next.js
 * lets `Origin: null` through for the whistleblowing form (decision 052), so
 * an action that skipped the check would accept it. New admin folders are
 * found by walking src/app/admin; the HTTP-level walk is
 * tests/e2e/admin-access.spec.ts.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ADMIN = join(ROOT, "src/app/admin");
const CHECKS = /^(?:const \w+ = )?await (?:requireStaffAction|inboxForAction|assertSameOrigin)\(/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts")) yield full;
  }
}

/** Each export of a "use server" module: its name and its first statement ("" when it is not a function declaration). */
function serverActions(file: string): { name: string; first: string }[] | null {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const [directive] = source.statements;
  const isServer =
    directive &&
    ts.isExpressionStatement(directive) &&
    ts.isStringLiteral(directive.expression) &&
    directive.expression.text === "use server";
  if (!isServer) return null;
  const actions: { name: string; first: string }[] = [];
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
    if (ts.isFunctionDeclaration(statement)) {
      actions.push({ name: statement.name?.text ?? "default", first: statement.body?.statements[0]?.getText(source) ?? "" });
    } else {
      actions.push({ name: statement.getText(source).slice(0, 60), first: "" });
    }
  }
  return actions;
}

describe("the back office's server actions", () => {
  const modules = [...files(ADMIN)].map((file) => ({ file: relative(ROOT, file), actions: serverActions(file) })).filter((m) => m.actions);

  it("are found (the walk sees the admin folders)", () => {
    expect(modules.map((m) => m.file)).toEqual(
      expect.arrayContaining(["src/app/admin/staff/actions.ts", "src/app/admin/inbox/actions.ts"]),
    );
  });

  it("each begins with the one checked path (origin first)", () => {
    const unchecked = modules.flatMap(({ file, actions }) =>
      actions!.filter((action) => !CHECKS.test(action.first)).map((action) => `${file}: ${action.name} begins with "${action.first}"`),
    );
    expect(unchecked).toEqual([]);
  });

  it("the check itself tells a missing check from a present one", () => {
    expect(CHECKS.test('const staff = await requireStaffAction("admin");')).toBe(true);
    expect(CHECKS.test('const staff = await requireStaff("admin");')).toBe(false);
    expect(CHECKS.test("const ctx = await inboxForRequest();")).toBe(false);
  });
});
