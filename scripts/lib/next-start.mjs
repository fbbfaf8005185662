// The environment every `next start` (and `next dev`) of this project runs with: Node loads
// ./client-address.mjs first, which gives each request the visitor's address
// for the rate limits (decision 079). Next's telemetry is off unless asked for: this
// machine reaches no network but the npm registry.
// A file: URL (no spaces to quote in NODE_OPTIONS).
const PRELOAD = new URL("./client-address.mjs", import.meta.url).href;

export function nextStartEnv(env = process.env) {
  const flag = `--import=${PRELOAD}`;
  const options = env.NODE_OPTIONS ?? "";
  return {
    NEXT_TELEMETRY_DISABLED: "1",
    ...env,
    NODE_OPTIONS: options.includes(flag) ? options : `${options} ${flag}`.trim(),
  };
}
