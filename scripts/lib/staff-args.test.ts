import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ROLES } from "../../content/roles";
import { parseStaffArgs } from "./staff-args";

describe("npm run staff's arguments", () => {
  it("--help and -h answer with the usage and every role", () => {
    for (const args of [["--help"], ["-h"], ["add", "--help"]]) {
      const result = parseStaffArgs(args);
      expect(result.kind, args.join(" ")).toBe("help");
      expect(result.kind === "help" && result.text).toContain("npm run staff -- add <email>");
      for (const role of ROLES) expect(result.kind === "help" && result.text, role).toMatch(new RegExp(`\\b${role}\\b`));
    }
  });

  it("an unknown option or a wrong role is a usage error naming it, and an unknown role's message lists all nine roles", () => {
    const option = parseStaffArgs(["add", "a@example.org", "--rol", "sales"]);
    expect(option).toMatchObject({ kind: "error" });
    expect(option.kind === "error" && option.text).toContain("--rol");
    const role = parseStaffArgs(["add", "a@example.org", "--role", "boss"]);
    expect(role.kind).toBe("error");
    for (const name of ROLES) expect(role.kind === "error" && role.text, name).toContain(name);
  });

  it("a well-formed add and link are run as typed", () => {
    expect(parseStaffArgs(["add", "a@example.org", "--role", "hr", "--role", "investors", "--name", "Ada"])).toEqual({
      kind: "run",
      command: { command: "add", email: "a@example.org", roles: ["hr", "investors"], name: "Ada" },
    });
    expect(parseStaffArgs(["link", "a@example.org"])).toEqual({ kind: "run", command: { command: "link", email: "a@example.org" } });
  });

  it("the command itself prints the usage without a stack trace: --help exits 0, an unknown option 2", async () => {
    const run = (args: string[]) =>
      promisify(execFile)("npx", ["tsx", "--conditions=react-server", "scripts/staff.ts", ...args], {
        env: { ...process.env, DATABASE_URL: "" },
      }).then(
        (out) => ({ code: 0, ...out }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npm run staff");
    const wrong = await run(["--frobnicate"]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Usage: npm run staff");
    expect(wrong.stderr).not.toMatch(/\n\s+at /);
  });
});
