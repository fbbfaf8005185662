// What the request guard's stale-action check (scripts/lib/stale-action.mjs,
// decision 108) costs a contact form posted without JavaScript: the worktree's
// guard (A) against a git revision's (B, BENCH_BASE, default HEAD) and no
// guard at all (the floor). In a child process per run, a plain node:http
// server behind the guard (NODE_ENV=production, the build's action manifest)
// reads each post whole and answers 204, as Next.js would before its action;
// the client sends the contact form of the build's page as Chromium does
// (multipart: React's action reference, the hidden fields, a name, an e-mail
// and a message), 2,000 posts one after another on one kept-alive connection,
// once naming this build's action and once another build's. Runs alternate
// A B floor A B floor …; prints the median µs per post of BENCH_RUNS runs
// and the cost over the floor. Figures only, never a verdict.
//   npm exec -- node scripts/bench/stale-action.mjs
//   BENCH_DIST_DIR (.next-test, a build of `npm test`), BENCH_BASE (HEAD), BENCH_RUNS (5)
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { preloadsAt, printAlternatingRuns } from "./baseline-preloads.mjs";
import { ROOT } from "./lib.mjs";

const DIST_DIR = process.env.BENCH_DIST_DIR || ".next-test";
const RUNS = Number(process.env.BENCH_RUNS || 5);
const POSTS = 2000;
const ANOTHER_BUILDS_ID = "60".padEnd(42, "a");

/** The contact form's hidden inputs as the build's page has them, with what a visitor typed. */
function contactPost(actionId) {
  const html = readFileSync(join(ROOT, DIST_DIR, "server", "app", "contact-form.html"), "utf8");
  const form = /<form[^>]*action="\/contact-form"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) throw new Error("no contact form in the build's /contact-form page");
  const data = new FormData();
  for (const [, name, value = ""] of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) {
    const text = value.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
    data.append(name, name.endsWith(":0") && actionId ? text.replace(/"id":"[0-9a-f]+"/, `"id":"${actionId}"`) : text);
  }
  data.set("_fillMs", "14000");
  data.append("name", "Ngozi Okafor");
  data.append("email", "ngozi@example.com");
  data.append("message", "We would like to visit the Lekki residences next month with two colleagues. ".repeat(6));
  return data;
}

async function childRun(guard) {
  if (guard !== "none") await import(guard);
  const server = http.createServer(async (req, res) => {
    for await (const chunk of req) void chunk;
    res.writeHead(204).end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (body, contentType) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.address().port,
          path: "/contact-form",
          method: "POST",
          agent,
          headers: { "content-type": contentType, "content-length": body.length, origin: "http://127.0.0.1" },
        },
        (res) => {
          res.resume();
          res.on("end", () => (res.statusCode === 204 ? resolve() : reject(new Error(`answered ${res.statusCode}`))));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const result = {};
  for (const [label, actionId] of [
    ["this build's action", null],
    ["another build's", ANOTHER_BUILDS_ID],
  ]) {
    const response = new Response(contactPost(actionId));
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get("content-type");
    for (let i = 0; i < 50; i += 1) await send(body, contentType);
    const start = process.hrtime.bigint();
    for (let i = 0; i < POSTS; i += 1) await send(body, contentType);
    result[label] = Number(process.hrtime.bigint() - start) / 1000 / POSTS;
  }
  server.close();
  agent.destroy();
  console.log(JSON.stringify(result));
}

if (process.argv[2] === "--child") {
  await childRun(process.argv[3]);
} else {
  if (!existsSync(join(ROOT, DIST_DIR, "server", "server-reference-manifest.json"))) throw new Error(`no build in ${DIST_DIR}`);
  const { commit, libDir } = preloadsAt(process.env.BENCH_BASE || "HEAD");
  const variants = [
    ["A (worktree)", new URL("../lib/request-guard.mjs", import.meta.url).href],
    [`B (${commit})`, `file://${libDir}/request-guard.mjs`],
    ["floor", "none"],
  ];
  printAlternatingRuns({
    title: `no-JavaScript contact form post, µs per post (${POSTS} posts a run, median of ${RUNS} alternating runs)`,
    script: new URL(import.meta.url).pathname,
    variants,
    runs: RUNS,
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR },
  });
}
