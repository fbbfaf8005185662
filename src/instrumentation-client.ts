/**
 * Runs in the browser before the app's own modules (Next.js
 * instrumentation-client). Zod 4 probes `new Function("")` when it builds an
 * object schema, to decide whether to compile fast parsers; under the site's
 * strict CSP (no 'unsafe-eval', decision 070) that probe is refused and
 * reported as a CSP violation even though Zod catches it. Jitless mode skips
 * the probe. Setting Zod's global config object here, without importing Zod,
 * costs a few bytes and works for every client bundle that uses Zod later.
 */
const zodConfig = ((globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig ??= {});
zodConfig.jitless = true;
