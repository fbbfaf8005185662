import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recoveryPublicKey } from "@/server/whistleblowing/cases";
import { fingerprintOf, readRecoveryKey } from "@/server/whistleblowing/crypto";
import { createRecoveryKeyFile } from "@/server/whistleblowing/recovery";
import { openTestDatabase, type TestDatabase } from "./helpers";

/**
 * `npm run ethics -- recovery-key`: the recovery private key goes to a new file only its owner can
 * read, never to the terminal (whose scrollback and logs keep what it shows), and never over a file.
 */
const run = promisify(execFile);

describe("the recovery key ceremony", () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), "recovery-key-"));
  });
  afterAll(async () => {
    await db.close();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes the private key to a new file with mode 0600, refuses an existing file, and makes the key once", async () => {
    const taken = join(dir, "taken.asc");
    writeFileSync(taken, "someone's notes");
    expect(await createRecoveryKeyFile(db, taken)).toEqual({ ok: false, error: "file-exists" });
    expect(readFileSync(taken, "utf8")).toBe("someone's notes");
    expect(await recoveryPublicKey(db.db)).toBeNull();

    const path = join(dir, "recovery.asc");
    const made = await createRecoveryKeyFile(db, path);
    if (!made.ok) throw new Error(made.error);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const key = await readRecoveryKey(readFileSync(path, "utf8"));
    expect(key.getFingerprint()).toBe(made.fingerprint);
    expect(await fingerprintOf((await recoveryPublicKey(db.db))!)).toBe(made.fingerprint);

    const again = join(dir, "again.asc");
    expect(await createRecoveryKeyFile(db, again)).toEqual({ ok: false, error: "key-exists" });
    expect(() => statSync(again)).toThrow();
  });

  it("the command prints where the key is and what to do, never the key", async () => {
    const dataDir = join(dir, "data");
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const out = join(dir, "printed.asc");
    const { stdout, stderr } = await run("npx", ["tsx", "--conditions=react-server", "scripts/ethics.ts", "recovery-key", "--out", out], {
      env,
    });
    expect(stdout + stderr).not.toContain("PRIVATE KEY");
    expect(stdout).toContain(out);
    expect(stdout).toContain(`shred -u ${out}`);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readFileSync(out, "utf8")).toContain("-----BEGIN PGP PRIVATE KEY BLOCK-----");

    const second = await run("npx", ["tsx", "--conditions=react-server", "scripts/ethics.ts", "recovery-key", "--out", out], {
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(second).toMatchObject({ code: 1, stderr: expect.stringContaining("A recovery key exists already") });
  }, 120_000);
});
