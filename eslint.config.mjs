import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * `src/server` is server-only (every module there starts with `import "server-only"`).
 * Code that can reach the browser must not import it: the UI folders, and any
 * `"use client"` module wherever it lives. An import of src/server is `@/server…`
 * or a relative path with a `server` folder in it (`../server/db`, `../../server`).
 */
const SERVER_IMPORT = "^(@/server|(\\.{1,2}/)+(.*/)?server)(/|$)";
const SERVER_IMPORT_MESSAGE = "src/server is server-only: code that can run in the browser must not import it.";

/**
 * The same boundary for `"use client"` modules, which no file pattern can name:
 * a small rule that looks for the directive, then checks static imports,
 * re-exports and dynamic `import()` against SERVER_IMPORT.
 */
const noServerInClient = {
  meta: {
    type: "problem",
    docs: { description: 'Forbid importing src/server from a "use client" module' },
    messages: { forbidden: `"{{source}}": ${SERVER_IMPORT_MESSAGE}` },
    schema: [],
  },
  create(context) {
    const pattern = new RegExp(SERVER_IMPORT);
    let client = false;
    const check = (node) => {
      const source = node?.source;
      if (!client || source?.type !== "Literal" || typeof source.value !== "string") return;
      if (pattern.test(source.value)) context.report({ node: source, messageId: "forbidden", data: { source: source.value } });
    };
    return {
      Program(program) {
        client = program.body.some((statement) => statement.directive === "use client");
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Next.js's internals change without notice between releases: the project uses its public APIs only. */
const NEXT_DIST = { regex: "^next/dist(/|$)", message: "next/dist is Next.js's private code: use its public APIs." };
/** One "no-restricted-imports" per file group (a later group's replaces an earlier's), each refusing next/dist too. */
const restricted = (...patterns) => ["error", { patterns: [NEXT_DIST, ...patterns] }];

/**
 * src/runtime is the server in front of Next.js (npm start runs src/runtime/server.ts): the
 * application inside it never imports it. What both sides read is in src/lib/runtime-contract.ts.
 * `@/runtime…` or a relative path ending in a `runtime` folder (`../../runtime/handler.ts`).
 */
const NO_RUNTIME = {
  regex: "^(@/runtime|(\\.{1,2}/)+(.*/)?runtime)(/|$)",
  message: "src/runtime runs Next.js: the application does not import it (shared names: src/lib/runtime-contract.ts).",
};
/** src/ stands on its own: what production needs (the build too, src/build) lives in src/, never in scripts/. */
const NO_SCRIPTS = {
  regex: "^(\\.{1,2}/)+(.*/)?scripts(/|$)",
  message: "src/ stands on its own: production code does not import scripts/ (move what it needs into src/).",
};
/** The same for a group of files under src/: next/dist, src/runtime, scripts/ and the group's own patterns refused. */
const restrictedInSrc = (...patterns) => restricted(NO_RUNTIME, NO_SCRIPTS, ...patterns);

/**
 * The back office's kit (src/admin: tables, filters, forms) is for the back
 * office: the public site's pages, sections and components never import it
 * (its code and words would ship to every visitor). `@/admin…` or a relative
 * path ending in an `admin` folder (`../../admin/data-table`).
 */
const NO_ADMIN_KIT = {
  regex: "^(@/admin|(\\.{1,2}/)+(.*/)?admin)(/|$)",
  message: "src/admin is the back office's kit: the public site does not import it.",
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: { boundaries: { rules: { "no-server-in-client": noServerInClient } } },
    rules: { "boundaries/no-server-in-client": "error" },
  },
  {
    rules: { "no-restricted-imports": restricted() },
  },
  {
    // The application (every module of src/ but the runtime itself, and the tests that drive a runtime step).
    files: ["src/**"],
    ignores: ["src/runtime/**", "src/**/*.test.ts"],
    rules: { "no-restricted-imports": restrictedInSrc() },
  },
  {
    files: ["src/runtime/**"],
    ignores: ["src/**/*.test.ts"],
    rules: { "no-restricted-imports": restricted(NO_SCRIPTS) },
  },
  {
    files: ["src/lib/**"],
    rules: { "no-restricted-imports": restrictedInSrc({ regex: SERVER_IMPORT, message: SERVER_IMPORT_MESSAGE }) },
  },
  {
    files: ["src/components/**", "src/sections/**"],
    rules: { "no-restricted-imports": restrictedInSrc({ regex: SERVER_IMPORT, message: SERVER_IMPORT_MESSAGE }, NO_ADMIN_KIT) },
  },
  {
    // The public site's routes may read src/server, not the back office's kit.
    files: ["src/app/(site)/**"],
    rules: { "no-restricted-imports": restrictedInSrc(NO_ADMIN_KIT) },
  },
  {
    // The kit's components receive their data: the page (or src/server) reads it.
    files: ["src/admin/**"],
    rules: {
      "no-restricted-imports": restrictedInSrc({
        regex: `${SERVER_IMPORT}|^server-only$`,
        message: "src/admin is the back office's kit of components: it receives data; server reads stay in src/server or the page.",
      }),
    },
  },
  {
    // Settings are read in one place (src/env.ts, and src/public-env.ts for the NEXT_PUBLIC_* Next.js inlines); what runs
    // before the application (the runtime, the build, instrumentation's runtime check) reads its own.
    files: ["src/**"],
    ignores: ["src/env.ts", "src/public-env.ts", "src/runtime/**", "src/build/**", "src/instrumentation.ts", "src/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Settings are read in src/env.ts (serverEnv(), isProduction() …): add yours there.",
        },
      ],
    },
  },
  {
    // Content is plain data that the browser, the server and the scripts all read: nothing of src/.
    files: ["content/**"],
    rules: {
      "no-restricted-imports": restricted({
        regex: "^(@/|(\\.{1,2}/)+src/)",
        message: "content/ is plain data: it imports only content/ and libraries.",
      }),
    },
  },
  {
    // Playwright loads the specs in plain Node, where `import "server-only"` throws.
    files: ["tests/e2e/**"],
    rules: {
      "no-restricted-imports": restricted({
        regex: SERVER_IMPORT,
        message: "src/server is server-only: the end-to-end suite tests the site from outside.",
      }),
    },
  },
  {
    ignores: [
      ".next*/**",
      ".bench/**",
      "data/**",
      "node_modules/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];
export default config;
