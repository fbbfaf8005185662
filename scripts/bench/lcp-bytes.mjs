// What a mobile LCP in Lighthouse is made of, from saved reports (`npm run
// bench:lighthouse` writes .bench/lighthouse/, scripts/bench/ab.mjs .bench/ab/):
// per report, the simulated LCP and FCP, the LCP as Chromium observed it here
// (unthrottled), the LCP element, and the kilobytes of every request that had
// finished by the observed LCP, by type. Lantern (the simulation) replays over
// its slow line the requests finished before the observed LCP (low-priority
// images in half of its estimate) and the scripts run before it: those
// kilobytes, more than anything the page does, set the mobile LCP.
//
//   npm exec -- node scripts/bench/lcp-bytes.mjs [folder or report.json …]   (default .bench/lighthouse)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { BENCH_DIR } from "./lib.mjs";

const targets = process.argv.slice(2);
const files = (targets.length ? targets : [join(BENCH_DIR, "lighthouse")]).flatMap((target) =>
  statSync(target).isDirectory()
    ? readdirSync(target)
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => join(target, name))
    : [target],
);
const kb = (bytes) => (bytes / 1024).toFixed(0);

for (const file of files) {
  const lhr = JSON.parse(readFileSync(file, "utf8"));
  if (lhr.configSettings?.formFactor !== "mobile") continue;
  const audits = lhr.audits;
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  const lcpAt = observed.observedLargestContentfulPaint;
  const element = (audits["lcp-breakdown-insight"]?.details?.items ?? []).find((item) => item.type === "node");
  const byType = {};
  for (const request of audits["network-requests"]?.details?.items ?? []) {
    if (!(request.networkEndTime <= lcpAt)) continue;
    byType[request.resourceType] = (byType[request.resourceType] ?? 0) + (request.transferSize ?? 0);
  }
  const total = Object.values(byType).reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    [
      file
        .split("/")
        .pop()
        .replace(/\.json$/, ""),
      `LCP ${Math.round(audits["largest-contentful-paint"].numericValue)} ms (FCP ${Math.round(audits["first-contentful-paint"].numericValue)})`,
      `observed ${Math.round(lcpAt)} ms`,
      `${kb(total)} KB before it (${Object.entries(byType)
        .map(([type, bytes]) => `${type} ${kb(bytes)}`)
        .join(", ")})`,
      `TBT ${Math.round(audits["total-blocking-time"].numericValue)} ms`,
      element ? `element ${element.selector}` : "",
    ].join(" · "),
  );
}
