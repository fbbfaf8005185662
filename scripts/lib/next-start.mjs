// The environment every `next start` (and `next dev`) of this project runs with: Node loads
// ./csp-at-send.mjs (each HTML page's script hashes from the bytes sent, decision 100),
// ./client-address.mjs first, which gives each request the visitor's address
// for the rate limits (decision 079), and ./request-guard.mjs, which answers the
// requests Next.js cannot answer well (405, 400, 413) before it reads them. Next's telemetry is off unless asked for: this
// machine reaches no network but the npm registry.
// File: URLs (no spaces to quote in NODE_OPTIONS).
const PRELOADS = ["./client-address.mjs", "./request-guard.mjs", "./csp-at-send.mjs"].map((file) => new URL(file, import.meta.url).href);

export function nextStartEnv(env = process.env) {
  let options = env.NODE_OPTIONS ?? "";
  for (const preload of PRELOADS) {
    const flag = `--import=${preload}`;
    if (!options.includes(flag)) options = `${options} ${flag}`.trim();
  }
  return { NEXT_TELEMETRY_DISABLED: "1", ...env, NODE_OPTIONS: options };
}
