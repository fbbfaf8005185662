import "server-only";
import type { Job } from "../job";
import { publishDue } from "./store";

/**
 * Every 15 s: scheduled items whose time has come become published, with
 * their audit line. The public reads show such an item from its time
 * already; each page's `revalidate` brings it in (decision 100). The job runs
 * outside any request, where Next.js 16 refuses `revalidateTag` ("static
 * generation store missing"): for a scheduled item, that `revalidate` is the
 * bound (decision 126).
 */
export const publishingScheduleJob: Job = {
  name: "publishing",
  firstRunMs: 10_000,
  intervalMs: 15_000,
  retry: "in 15 s",
  async run(database) {
    const done = await publishDue(database);
    return done.length ? `published as scheduled: ${done.map((item) => `${item.collection}/${item.key}`).join(", ")}` : null;
  },
};
