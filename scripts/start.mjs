// `npm start`: builds when no current build exists, then serves the production
// site on PORT (3000). Runs on the project's Node 24 (node_modules/.bin/node).
import { ensureBuild } from "./lib/build.mjs";
import { nextStartEnv } from "./lib/next-start.mjs";
import { run } from "./lib/run.mjs";

const port = process.env.PORT || "3000";
await ensureBuild({ distDir: process.env.NEXT_DIST_DIR || ".next" });
const status = await run("next", ["start", "-p", port], { env: nextStartEnv(), allowFailure: true });
process.exit(status);
