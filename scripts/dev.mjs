// `npm run dev`: Next.js's development server, with the client-address preload
// that `npm start` loads too (decision 079), so the rate limits count the same.
import { nextStartEnv } from "./lib/next-start.mjs";
import { run } from "./lib/run.mjs";

process.exit(await run("next", ["dev", ...process.argv.slice(2)], { env: nextStartEnv(), allowFailure: true }));
