// `npm start`: serves the production site on PORT (3000). Runs on the
// project's Node 24 (node_modules/.bin/node).
//
// In production (NODE_ENV=production, as the service units set it) it never
// builds: it serves the build that `npm run build` made, and without one it
// stops with a message. Otherwise (a fresh clone: `npm ci && npm start`) it
// builds first when no current build exists, unless another process is
// serving the build it would replace (scripts/lib/build.mjs).
import { spawn } from "node:child_process";
import { ensureBuild, hasBuild, markServing } from "./lib/build.mjs";
import { nextStartEnv } from "./lib/next-start.mjs";
import { withProjectPath } from "./lib/run.mjs";

const port = process.env.PORT || "3000";
const distDir = process.env.NEXT_DIST_DIR || ".next";

if (process.env.NODE_ENV === "production") {
  if (!hasBuild(distDir)) {
    console.error(
      `No build in ${distDir}. With NODE_ENV=production, npm start serves an existing build and never builds: run \`npm run build\` first (docs/deploy.md).`,
    );
    process.exit(1);
  }
} else {
  try {
    await ensureBuild({ distDir });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const child = spawn("next", ["start", "-p", port], { stdio: "inherit", env: withProjectPath(nextStartEnv()) });
// Both this process and the server mark the build as served, so a build elsewhere waits for both to be gone.
const unmark = markServing(distDir, [process.pid, child.pid]);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  unmark();
  process.exit(code ?? (signal ? 1 : 0));
});
