import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The boundaries of src/server, checked by a machine: ESLint (eslint.config.mjs)
 * refuses an import of src/server from code that can reach the browser, and
 * every server module says `import "server-only"` so that a bundle for the
 * browser that reaches one fails to build.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// A client component that imports what such code may: content, src/lib, React, a server rendering API.
const CLEAN_COMPONENT = `"use client";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { site } from "@content/site";
import { formatNaira } from "@/lib/money";

export function Vision() {
  const [amount] = useState(5);
  return <p title={renderToString(<b />)}>{site.vision} {formatNaira(amount)}</p>;
}
`;

describe("ESLint keeps src/server out of code that can reach the browser", () => {
  it("passes a clean component", async () => {
    expect(await problems("src/components/ui/brand-check.tsx", CLEAN_COMPONENT)).toEqual([]);
  });

  for (const folder of ["src/components/ui", "src/sections/home", "src/lib"]) {
    it(`fails an import of @/server in ${folder}`, async () => {
      const code = `import { serverEnv } from "@/server/check-env";\nexport const env = serverEnv;\n`;
      expect(await problems(`${folder}/boundary-check.ts`, code)).toEqual([expect.stringMatching(/^no-restricted-imports: .*server-only/)]);
    });
  }

  it("fails a relative path into src/server", async () => {
    const code = `export { openDatabase } from "../../server/db/client";\n`;
    expect(await problems("src/components/ui/boundary-check.ts", code)).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });

  it('fails an import of src/server in a "use client" module outside those folders', async () => {
    const code = `"use client";\nimport { renderEmail } from "@/server/mail/render";\nexport const render = renderEmail;\n`;
    expect(await problems("src/forms/contact/boundary-check.tsx", code)).toEqual([
      expect.stringMatching(/^boundaries\/no-server-in-client: "@\/server\/mail\/render"/),
    ]);
    const dynamic = `"use client";\nexport const load = () => import("../../server/mail/render");\n`;
    expect(await problems("src/app/boundary-check.tsx", dynamic)).toEqual([expect.stringMatching(/^boundaries\/no-server-in-client: /)]);
  });

  it("fails an end-to-end spec that imports src/server (Playwright loads it outside the React server)", async () => {
    const code = `import { TOKEN_MISSES_ALLOWED } from "../../src/server/submissions/token-guard";\nexport const misses = TOKEN_MISSES_ALLOWED;\n`;
    expect(await problems("tests/e2e/boundary-check.spec.ts", code)).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });

  it("lets server code outside those folders import src/server", async () => {
    const code = `import { renderEmail } from "@/server/mail/render";\nexport const render = renderEmail;\n`;
    expect(await problems("src/forms/contact/boundary-check.ts", code)).toEqual([]);
  });
});

describe("ESLint keeps content plain and Next.js's internals out", () => {
  it("fails content that imports src/ (content is plain data every side reads)", async () => {
    for (const source of ["@/server/staff/roles", "../src/lib/money"]) {
      const code = `import type { Role } from "${source}";\nexport type R = Role;\n`;
      expect(await problems("content/boundary-check.ts", code), source).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*plain data/),
      ]);
    }
    expect(await problems("content/boundary-check.ts", `import { ROLES } from "./roles";\nexport const r = ROLES;\n`)).toEqual([]);
  });

  for (const file of [
    "src/server/boundary-check.ts",
    "src/components/ui/boundary-check.ts",
    "tests/integration/boundary-check.ts",
    "tests/e2e/boundary-check.spec.ts",
    "tests/deploy/boundary-check.test.ts",
    "scripts/boundary-check.mjs",
    "scripts/bench/boundary-check.mjs",
    "scripts/lib/boundary-check.mjs",
    "src/runtime/boundary-check.ts",
    "next.config.ts",
  ]) {
    it(`fails an import of next/dist in ${file}`, async () => {
      const code = `import { x } from "next/dist/server/lib/etag.js";\nexport const y = x;\n`;
      expect(await problems(file, code)).toEqual([expect.stringMatching(/^no-restricted-imports: .*public APIs/)]);
    });
  }
});

describe("ESLint keeps the runtime (src/runtime) out of the application it runs", () => {
  for (const file of [
    "src/app/(site)/boundary-check.tsx",
    "src/app/admin/boundary-check/page.tsx",
    "src/app/api/boundary-check/route.ts",
    "src/components/ui/boundary-check.tsx",
    "src/sections/home/boundary-check.tsx",
    "src/server/boundary-check.ts",
    "src/lib/boundary-check.ts",
    "src/admin/boundary-check.tsx",
  ]) {
    it(`fails an import of src/runtime in ${file}`, async () => {
      for (const source of ["@/runtime/handler", "../../runtime/client-address.ts"]) {
        const code = `import { x } from "${source}";\nexport const y = x;\n`;
        expect(await problems(file, code), source).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/runtime runs Next.js/)]);
      }
    });
  }

  for (const file of ["src/runtime/boundary-check.ts", "src/build/boundary-check.mjs", "src/server/boundary-check.ts"]) {
    it(`fails an import of scripts/ in ${file} (src/ stands on its own)`, async () => {
      const code = `import { x } from "../../scripts/lib/local-site.ts";\nexport const y = x;\n`;
      expect(await problems(file, code)).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/ stands on its own/)]);
    });
  }

  it("lets the runtime import its own modules and what it shares with the application", async () => {
    const code = `import { siteRequestHandler } from "./handler.ts";\nimport { STALE_PAGE_HEADER } from "../lib/runtime-contract.ts";\nexport const x = [siteRequestHandler, STALE_PAGE_HEADER];\n`;
    expect(await problems("src/runtime/boundary-check.ts", code)).toEqual([]);
    const shared = `import { STALE_PAGE_HEADER } from "@/lib/runtime-contract";\nexport const x = STALE_PAGE_HEADER;\n`;
    expect(await problems("src/server/boundary-check.ts", shared)).toEqual([]);
  });
});

describe("ESLint keeps the back office's kit (src/admin) apart", () => {
  for (const file of [
    "src/app/(site)/about/boundary-check.tsx",
    "src/sections/home/boundary-check.tsx",
    "src/components/ui/boundary-check.tsx",
  ]) {
    it(`fails an import of the kit in ${file} (the public site)`, async () => {
      const code = `import { DataTable } from "@/admin/data-table";\nexport const Table = DataTable;\n`;
      expect(await problems(file, code)).toEqual([expect.stringMatching(/^no-restricted-imports: .*back office's kit/)]);
    });
  }

  it("fails a relative path into the kit from a component", async () => {
    const code = `export { StatusBadge } from "../../admin/status-badge";\n`;
    expect(await problems("src/components/ui/boundary-check.ts", code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*back office's kit/),
    ]);
  });

  it("fails a kit module that imports src/server or is server-only (the kit receives data)", async () => {
    for (const code of [
      `import { database } from "@/server/db";\nexport const db = database;\n`,
      `import { listItems } from "../server/publishing/store";\nexport const list = listItems;\n`,
      `import "server-only";\nexport const x = 1;\n`,
    ])
      expect(await problems("src/admin/boundary-check.tsx", code), code).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*receives data/),
      ]);
  });

  it("lets the back office's routes import the kit, and the kit import content and the UI primitives", async () => {
    const page = `import { DataTable } from "@/admin/data-table";\nimport { database } from "@/server/db";\nexport const x = [DataTable, database];\n`;
    expect(await problems("src/app/admin/boundary-check/page.tsx", page)).toEqual([]);
    const kit = `import { inboxCopy } from "@content/admin-inbox";\nimport { buttonClass } from "@/components/ui/button-class";\nexport const x = [inboxCopy, buttonClass];\n`;
    expect(await problems("src/admin/boundary-check.tsx", kit)).toEqual([]);
  });

  it("still refuses next/dist in the kit and on the public site", async () => {
    const code = `import { x } from "next/dist/server/lib/etag.js";\nexport const y = x;\n`;
    for (const file of ["src/admin/boundary-check.ts", "src/app/(site)/boundary-check.ts"])
      expect(await problems(file, code), file).toEqual([expect.stringMatching(/^no-restricted-imports: .*public APIs/)]);
  });
});

describe("ESLint keeps process.env to src/env.ts", () => {
  for (const file of ["src/server/boundary-check.ts", "src/app/admin/boundary-check.tsx", "src/lib/boundary-check.ts", "src/proxy.ts"]) {
    it(`fails a read of process.env in ${file}`, async () => {
      const code = `export const production = process.env.NODE_ENV === "production";\n`;
      expect(await problems(file, code)).toEqual([expect.stringMatching(/^no-restricted-properties: .*src\/env\.ts/)]);
    });
  }

  it("lets src/env.ts, the runtime and the build read it", async () => {
    const code = `export const port = process.env.PORT;\n`;
    for (const file of ["src/env.ts", "src/runtime/boundary-check.ts", "src/build/boundary-check.mjs"])
      expect(await problems(file, code), file).toEqual([]);
  });
});

describe("every module under src/server is server-only", () => {
  // db/schema/ is also read by drizzle-kit, outside any React server bundle.
  const EXCEPT = [/^db\/schema\//];

  function* modules(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) yield* modules(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
    }
  }

  it('starts each with import "server-only"', () => {
    const serverDir = join(ROOT, "src/server");
    const missing = [...modules(serverDir)]
      .filter((file) => !EXCEPT.some((pattern) => pattern.test(relative(serverDir, file))))
      .filter((file) => !readFileSync(file, "utf8").startsWith('import "server-only";'));
    expect(missing.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
