import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROLES } from "../../content/roles";

/** `npm run staff` as a person types it: usage mistakes explain themselves, without a stack trace. */
function staff(...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/staff.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "" },
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe("npm run staff (command line)", () => {
  it("--help prints the usage and every role, exit 0", () => {
    const { status, out, err } = staff("--help");
    expect(status).toBe(0);
    expect(out).toContain("Usage: npm run staff -- add <email>");
    for (const role of ROLES) expect(out).toContain(role);
    expect(err).not.toMatch(/\n\s+at /);
  });

  it("an unknown option prints the usage, exit 2, no stack trace", () => {
    const { status, err } = staff("--frobnicate");
    expect(status).toBe(2);
    expect(err).toContain("Usage: npm run staff");
    expect(err).not.toMatch(/ERR_PARSE_ARGS|\n\s+at /);
  });

  it("an unknown role lists the roles from content/roles.ts, including investors and hr", () => {
    const { status, err } = staff("add", "someone@example.org", "--role", "wizard");
    expect(status).toBe(1);
    expect(err).toContain(`Roles: ${ROLES.join(", ")}.`);
    expect(err).toContain("investors");
    expect(err).toContain("hr");
  });
});
