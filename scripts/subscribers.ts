// `npm run subscribers`: the newsletter's confirmed subscribers as CSV on
// standard output (email, confirmed_at, and each one's unsubscribe page and
// one-click unsubscribe address), for the tool that sends the newsletter;
// the count goes to standard error. `npm run -s subscribers > list.csv`.
// Reads the same database as the site (DATABASE_URL, else PGlite in
// DATA_DIR/pglite; while the site runs there, through the running site,
// which builds the links on its own SITE_URL). Otherwise the links are built
// on SITE_URL: run it with the site's own.
import { serverEnv } from "../src/env";
import { openDatabase, pgliteDirFor } from "../src/server/db/client";
import { confirmedSubscribers, subscribersCsv } from "../src/server/newsletter/export";
import { runningSite } from "./lib/local-site";

const env = serverEnv();
const pgliteDir = pgliteDirFor(env.DATA_DIR);
const site = env.DATABASE_URL ? null : runningSite(pgliteDir);
if (site) {
  const response = await site.call("/api/local/subscribers");
  process.stdout.write(await response.text());
  console.error(`${response.headers.get("x-count")} confirmed subscriber(s) (through the running site, process ${site.pid}).`);
} else {
  if (!process.env.SITE_URL) console.error(`SITE_URL is not set: the unsubscribe links below point at ${env.SITE_URL}.`);
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir });
  try {
    const subscribers = await confirmedSubscribers(database.db, env.SITE_URL);
    process.stdout.write(subscribersCsv(subscribers));
    console.error(`${subscribers.length} confirmed subscriber(s).`);
  } finally {
    await database.close();
  }
}
