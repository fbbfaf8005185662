// The people's journeys on the documented deployment (docs/deploy.md, issue 39):
// one build as two instances on PostgreSQL behind nginx with
// deploy/nginx/savannah-crest.conf, driven by Debian Chromium through nginx
// as staff and visitors use it: the real buttons, real files chosen in the
// real file fields. While they run, each instance is restarted in turn as its
// systemd unit is (SIGTERM to the group, then `npm start`): no page sees a 5xx
// and nothing typed is lost. Run by `npm test` with the multi-instance suite;
// `npx vitest run --config tests/deploy/vitest.config.ts tests/deploy/journeys.test.ts`.
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch, writeFileSync, type FSWatcher } from "node:fs";
import { once } from "node:events";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { admin } from "@content/admin";
import { adminHr } from "@content/admin-hr";
import { inboxCopy, inboxKindNames } from "@content/admin-inbox";
import { publishedItemsCopy } from "@content/admin-published-items";
import { publishingCopy } from "@content/admin-publishing";
import { reportsCopy } from "@content/admin-reports";
import { adminResults } from "@content/admin-results";
import { uploadsCopy } from "@content/admin-uploads";
import { lagosToday } from "@/lib/lagos-clock";
import { positionKey } from "@/lib/positions";
import { startSmtp } from "../integration/helpers";
import {
  freshDatabase,
  launchChromium,
  NGINX,
  PORTS,
  restartInstance,
  ROOT,
  setUpAndSignIn,
  staffAdd,
  startInstance,
  startNginx,
  type Instance,
} from "./harness";
import { noisyJpeg, pdfOfSize, xlsxOfSize } from "./journey-files";

const SERVER_URL = process.env.TEST_DATABASE_URL || "postgres://postgres:postgres@127.0.0.1:5432/postgres";
const origin = (port: number) => `http://127.0.0.1:${port}`;
const BASES = [origin(PORTS.a), origin(PORTS.b), NGINX];
const where = (base: string) => (base === NGINX ? "nginx" : base === origin(PORTS.a) ? "A" : "B");
const TAG = randomBytes(3).toString("hex");
const MB = 1_000_000;
/** The bound: a publication, or its withdrawal, is everywhere within a minute. */
const MINUTE = 60_000;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let shared: Record<string, string>;
const instances: { a?: Instance; b?: Instance } = {};
/** Every instance started, restarts included (their logs are kept). */
const instanceLogs: Instance[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>>;
let browser: Browser;
let files: string;

beforeAll(async () => {
  database = await freshDatabase(SERVER_URL, { suffix: "deploy_journeys", siteRole: true });
  smtp = await startSmtp({ port: PORTS.smtp });
  // /etc/savannah-crest/site.env (deploy/site.env.example), with this machine's values.
  shared = {
    DATABASE_URL: database.siteUrl,
    SITE_URL: NGINX,
    SMTP_URL: smtp.url,
    RATE_LIMIT_SECRET: randomBytes(32).toString("hex"),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: "test-results/deploy-journeys-data",
  };
  [instances.a, instances.b] = await Promise.all([startInstance(PORTS.a, shared), startInstance(PORTS.b, shared)]);
  instanceLogs.push(instances.a, instances.b);
  nginx = await startNginx();
  browser = await launchChromium();
  // The administrator adds each team's account at the start (`npm run staff -- add`); each person sets theirs up in their journey.
  for (const role of ["marketing", "investors", "hr", "ethics", "agents"])
    setUpLinks.set(role, staffAdd(shared, `${role}.${TAG}@example.org`, role));
  // A second person of the marketing team, who answers the contact messages (journey 6): journey 1's set-up link is used up.
  setUpLinks.set("marketing-inbox", staffAdd(shared, `marketing-inbox.${TAG}@example.org`, "marketing"));
  await Promise.all(setUpLinks.values());
  files = mkdtempSync(join(tmpdir(), "savannah-crest-journeys-"));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  // What the servers said, for a failure in CI: test-results/deploy-journeys/.
  const logs = join(ROOT, "test-results/deploy-journeys");
  mkdirSync(logs, { recursive: true });
  writeFileSync(join(logs, "instances.log"), instanceLogs.map((instance) => `== ${instance.port}\n${instance.log.join("")}`).join("\n"));
  if (nginx) {
    writeFileSync(join(logs, "nginx-access.log"), nginx.accessLog());
    writeFileSync(join(logs, "nginx-error.log"), readFileSync(join(nginx.dir, "error.log"), "utf8"));
  }
  await nginx?.stop();
  await Promise.all([instances.a?.stop(), instances.b?.stop()]);
  await smtp?.close();
  await database?.drop();
  if (files) rmSync(files, { recursive: true, force: true });
}, 60_000);

// --- Restarts, as `systemctl restart savannah-crest@3001; systemctl restart savannah-crest@3002` (docs/deploy.md) ---

const restarts: string[] = [];
let restarting: Promise<void> = Promise.resolve();
/** Restarts A, then B once A's restart returns (the unit's ExecStartPost); one round at a time. */
function rollingRestart(): Promise<void> {
  restarting = restarting.then(async () => {
    for (const name of ["a", "b"] as const) {
      instances[name] = await restartInstance(instances[name]!, shared);
      instanceLogs.push(instances[name]);
      restarts.push(name);
    }
  });
  return restarting;
}

// --- The browser: every response any page sees is recorded ---

const seen: { status: number; url: string }[] = [];
const serverErrors = () => seen.filter((r) => r.status >= 500).map((r) => `${r.status} ${r.url}`);

async function newContext(options: Parameters<Browser["newContext"]>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: NGINX, ...options });
  context.setDefaultTimeout(30_000);
  context.on("response", (response) => seen.push({ status: response.status(), url: response.url() }));
  return context;
}

async function newPage(options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  return (await newContext(options)).newPage();
}

/** Waits until the locator's element is shown. */
const shown = (locator: Locator, timeout = 30_000) => locator.first().waitFor({ state: "visible", timeout });
/** Opens a path and waits for the page loading indicator to lift (NEXT_PUBLIC_PAGE_LOADER_MS). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 15_000 });
}
/** The time a person takes to fill a form in (the forms' bot check refuses what is sent faster). */
const humanPause = () => sleep(1_600);

function save(name: string, data: Buffer): { path: string; sha256: string; size: number } {
  const path = join(files, name);
  writeFileSync(path, data);
  return { path, sha256: sha256(data), size: data.length };
}
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

// --- Staff accounts: `npm run staff -- add` (README, Back office), set up through the printed link, then signed in ---

const setUpLinks = new Map<string, Promise<string>>();

/** `npm run ethics -- …` on the shared database, as an operator runs it. */
async function ethicsCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)("npx", ["tsx", "--conditions=react-server", "scripts/ethics.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...shared },
  });
  return stdout;
}

/** The person `who` (a role's name, or another name given in beforeAll): account set up through its link, signed out, then signed in with the password and the authenticator's code. */
async function staffMember(who: string): Promise<{ page: Page; email: string }> {
  const email = `${who}.${TAG}@example.org`;
  const link = await setUpLinks.get(who)!;
  const page = await newPage();
  await setUpAndSignIn(page, link, email);
  return { page, email };
}

// --- What visitors fetch: each surface polled on A, B and nginx until it holds ---

type Check = { path: string; holds: (status: number, body: string, type: string) => boolean };
const contains =
  (text: string): Check["holds"] =>
  (status, body) =>
    status === 200 && body.includes(text);
const lacks =
  (text: string): Check["holds"] =>
  (status, body) =>
    status === 200 && !body.includes(text);
const isImage: Check["holds"] = (status, _body, type) => status === 200 && type.startsWith("image/");
const isGone: Check["holds"] = (status) => status === 404;

/** Polls every check on every base (each twice a second) until it holds; throws naming those that did not within `limit` of `since`. */
async function everywhere(checks: Check[], since: number, limit = MINUTE): Promise<number> {
  const late: string[] = [];
  await Promise.all(
    BASES.flatMap((base) =>
      checks.map(async (check) => {
        let last = "no answer";
        while (Date.now() - since < limit) {
          try {
            const response = await fetch(`${base}${check.path}`, { headers: { "X-Forwarded-For": "198.51.100.39" } });
            const body = await response.text();
            if (check.holds(response.status, body, response.headers.get("content-type") ?? "")) return;
            last = String(response.status);
          } catch (error) {
            last = String(error); // an instance being restarted
          }
          await sleep(500);
        }
        late.push(`${where(base)} ${check.path} (last: ${last})`);
      }),
    ),
  );
  expect(late, `not within ${limit / 1000} s`).toEqual([]);
  return (Date.now() - since) / 1000;
}

describe("the people's journeys on two instances behind nginx, each instance restarted in turn meanwhile", () => {
  const word = `sesamehub${TAG}`;
  const story = {
    key: `kano-office-${TAG}`,
    title: `Savannah Crest Group opens an office in Kano (${TAG})`,
    date: new Date().toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "Africa/Lagos" }),
    /** The same day as the editor's date input takes it. */
    picked: new Date().toLocaleDateString("en-CA", { timeZone: "Africa/Lagos" }),
    // A word found in the body alone: the search page finds the story by its text.
    word,
    body: `The group's first office in the north opens on Murtala Mohammed Way.\n\n## Why Kano\n\nThe north's trading hub for ${word}, soya and hibiscus.`,
  };

  test("1. marketing writes a story with a 4 MB picture, previews and publishes it: within 60 s it is on every page that lists news, on A, B and nginx; unpublished, it leaves them all within 60 s", async () => {
    const { page: editor } = await staffMember("marketing");
    const picture = save("kano-office.jpg", await noisyJpeg(4 * MB));
    expect(picture.size).toBeGreaterThan(3.5 * MB);

    await editor.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "News", exact: true }).click();
    await editor.getByRole("link", { name: publishingCopy.news.newStory }).click();
    const f = publishingCopy.editor.fields;
    await editor.getByLabel(f.title).fill(story.title);
    await editor.getByLabel(f.date).fill(story.picked);
    await editor.getByLabel(f.type).selectOption("Press Release");
    await editor.getByLabel(f.description, { exact: false }).fill("The north's trading hub gets a Savannah Crest office.");
    await editor.getByLabel(f.image).setInputFiles(picture.path);
    await shown(editor.getByRole("status").filter({ hasText: uploadsCopy.uploaded("kano-office.jpg") }), 90_000);
    await editor.getByLabel(f.kindInternal).check();
    await editor.getByLabel(f.key).fill(story.key);
    await editor.getByLabel(f.body).fill(story.body);

    // Both instances restarted in turn while the story is typed and not yet saved: the save keeps every word.
    await rollingRestart();
    await editor.getByRole("button", { name: publishingCopy.editor.save }).click();
    await editor.waitForURL(new RegExp(`/admin/news/${story.key}\\?notice=saved$`));
    await editor.reload();
    expect(await editor.getByLabel(f.title).inputValue()).toBe(story.title);
    expect(await editor.getByLabel(f.body).inputValue()).toBe(story.body);
    const imagePath = (await editor.getByTestId("image-current").getByRole("link").textContent())!;
    expect(imagePath).toMatch(/^\/media\/uploads\/news\/[a-z0-9-]+\.webp$/);

    await editor.getByRole("link", { name: "Preview" }).click();
    const previewHeading = editor.getByRole("heading", { level: 1, name: /^Preview:/ });
    await shown(previewHeading);
    expect(await previewHeading.textContent()).toContain(story.title);
    // The uploaded picture shows in the preview (a draft's picture is its editors' alone): each of its images loads.
    const pictures = editor.locator("main img").filter({ visible: true });
    const loaded = () =>
      pictures.evaluateAll(
        (imgs: HTMLImageElement[], path) =>
          imgs
            .filter((img) => decodeURIComponent(img.currentSrc || img.src).includes(path))
            .map((img) => {
              img.scrollIntoView();
              return `${img.complete && img.naturalWidth > 0 ? "loaded" : "not loaded"} ${img.currentSrc}`;
            }),
        imagePath,
      );
    const allLoaded = async () => {
      const states = await loaded();
      return states.length > 0 && states.every((state) => state.startsWith("loaded")) ? "loaded" : `[${states.join("; ")}]`;
    };
    await expect.poll(allLoaded, { timeout: 15_000 }).toBe("loaded");
    await editor.getByRole("link", { name: publishingCopy.preview.back }).click();
    await editor.getByRole("button", { name: "Publish now" }).click();
    await shown(editor.getByRole("status").filter({ hasText: publishedItemsCopy.notices.published! }));
    const published = Date.now();

    await editor.goto("/admin/news/featured");
    await editor.getByLabel(publishingCopy.featured.slot(1)).selectOption({ label: `${story.title} (${story.date})` });
    await editor.getByRole("button", { name: publishingCopy.featured.save }).click();
    await shown(editor.getByText(publishingCopy.featured.saved));
    const featured = Date.now();

    const listed = (path: string): Check => ({ path, holds: contains(story.title) });
    const [onPages, onHome] = await Promise.all([
      everywhere(
        [
          listed("/news"),
          listed("/Blog"),
          listed("/newsinsights/"),
          listed(`/news/${story.key}`),
          {
            path: "/news/rss.xml",
            holds: (s, body, type) => contains(story.title)(s, body, type) && body.includes(`/news/${story.key}</link>`),
          },
          { path: "/sitemap.xml", holds: contains(`/news/${story.key}</loc>`) },
          listed("/search-index.json"),
          { path: `/og/news-${story.key}`, holds: isImage },
        ],
        published,
      ),
      everywhere([listed("/")], featured),
    ]);
    console.info(`[journeys] story everywhere after ${onPages.toFixed(1)} s; featured on the home page after ${onHome.toFixed(1)} s`);

    // A visitor, through nginx: the home page's featured story leads to the article; the search finds it.
    const visitor = await newPage();
    await visit(visitor, "/");
    await visitor.locator("#featured-stories").getByRole("link", { name: story.title }).click();
    await visitor.waitForURL(new RegExp(`/news/${story.key}$`));
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(story.title);
    expect(await visitor.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`/og/news-${story.key}$`));
    await visit(visitor, "/search");
    await visitor.getByRole("searchbox", { name: "Search the site" }).fill(story.word);
    await shown(visitor.getByTestId("search-results").getByRole("link", { name: story.title }));
    await visitor.context().close();

    await editor.goto(`/admin/news/${story.key}`);
    await editor.getByRole("button", { name: "Unpublish" }).click();
    await shown(editor.getByRole("status").filter({ hasText: publishedItemsCopy.notices.unpublished! }));
    const unpublished = Date.now();
    const left = await everywhere(
      [
        ...["/news", "/Blog", "/newsinsights/", "/", "/news/rss.xml", "/search-index.json"].map((path) => ({
          path,
          holds: lacks(story.title),
        })),
        { path: "/sitemap.xml", holds: lacks(`/news/${story.key}<`) },
        { path: `/news/${story.key}`, holds: isGone },
        { path: `/og/news-${story.key}`, holds: isGone },
      ],
      unpublished,
    );
    console.info(`[journeys] story gone everywhere after ${left.toFixed(1)} s`);
    await editor.context().close();
    expect(serverErrors()).toEqual([]);
  }, 300_000);

  test("2. investor relations start the next quarter, upload its PDFs and workbook of several MB and publish: /investors/results and the home page show it and the files download byte-identical through nginx", async () => {
    const { page: ir } = await staffMember("investors");
    const title = `Fourth-Quarter 2024 results (${TAG})`;
    const uploads = {
      pressRelease: save("q4-2024-press-release.pdf", await pdfOfSize(`${title}: press release`, 3.5 * MB)),
      supplementalPdf: save("q4-2024-supplemental.pdf", await pdfOfSize(`${title}: supplemental data`, 3 * MB)),
      supplementalXlsx: save("q4-2024-supplemental.xlsx", await xlsxOfSize("Q4 2024 figures", title, 3 * MB)),
    };
    for (const file of Object.values(uploads)) expect(file.size).toBeGreaterThan(2.5 * MB);

    await ir.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: adminResults.nav }).click();
    await ir.getByRole("link", { name: adminResults.newQuarter }).click();
    await shown(ir.getByRole("heading", { name: adminResults.newTitle, level: 1 }));
    // Restarts while the quarter is typed, its files go up and it is published.
    const restarted = rollingRestart();
    const f = adminResults.fields;
    await ir.getByLabel(f.period).fill("Fourth-Quarter 2024");
    await ir.getByRole("textbox", { name: f.title, exact: true }).fill(title);
    await ir.getByLabel(f.quarterEnded).fill("2024-12-31");
    await ir.getByLabel(f.publishedOn).fill("2025-01-30");
    await ir.getByLabel(f.headline).fill("Savannah Crest Group reports Fourth-Quarter 2024 results: revenue up 22% to ₦52.8 billion");
    await ir.getByLabel(f.columnsCurrent).fill("Q4 2024");
    await ir.getByLabel(f.columnsPrevious).fill("Q4 2023");
    await ir.getByLabel(f.changesNote).fill("Changes compare the fourth quarter of 2024 with the fourth quarter of 2023.");
    for (const [key, file] of Object.entries(uploads)) {
      await ir.getByLabel(adminResults.files.labels[key as keyof typeof uploads]).setInputFiles(file.path);
      await shown(ir.getByText(uploadsCopy.uploaded(file.path.split("/").pop()!)), 90_000);
    }
    await ir.getByRole("button", { name: "Create draft" }).click();
    await ir.waitForURL(/\/admin\/results\/2024-q4\?notice=saved$/);
    expect(await ir.getByRole("textbox", { name: f.title, exact: true }).inputValue()).toBe(title);
    await ir.getByRole("button", { name: "Publish now" }).click();
    await shown(ir.getByText(publishedItemsCopy.notices.published!));
    const published = Date.now();
    await everywhere(
      ["/", "/investors/results"].map((path) => ({ path, holds: contains(title) })),
      published,
    );

    const visitor = await newPage();
    await visit(visitor, "/");
    const block = visitor.getByRole("region", { name: title });
    await shown(block);
    for (const [key, file] of Object.entries(uploads)) {
      const href = (await block.getByTestId(`earnings-${key}`).getAttribute("href"))!;
      const response = await fetch(`${NGINX}${href}`);
      expect(response.status, href).toBe(200);
      expect(sha256(new Uint8Array(await response.arrayBuffer())), `${key} through nginx`).toBe(file.sha256);
    }
    await visitor.getByRole("link", { name: "All quarterly results" }).click();
    await shown(visitor.getByRole("region", { name: "Latest results" }).getByText(title));
    await visitor.context().close();
    await ir.context().close();
    await restarted;
    expect(serverErrors()).toEqual([]);
  }, 300_000);

  test("3. HR publish an opening and a staff card with a photo: /careers, and the opening's own page with its JobPosting data, the card, its vCard and its share image follow on A, B and nginx", async () => {
    const { page: hr } = await staffMember("hr");
    const slug = `kemi-${TAG}`;
    const photo = save("kemi.jpg", await noisyJpeg(1.5 * MB));
    const people = adminHr.people;
    await hr.goto("/admin/people/new");
    await hr.getByLabel(people.fields.image).setInputFiles(photo.path);
    await shown(hr.getByText(uploadsCopy.uploaded("kemi.jpg")), 60_000);
    await hr.getByLabel(people.fields.slug).fill(slug);
    await hr.getByLabel(people.fields.name).fill("Kemi");
    await hr.getByLabel(people.fields.surname).fill(`Adebayo ${TAG}`);
    await hr.getByLabel(people.fields.position).fill("HR Business Partner");
    await hr.getByLabel(people.fields.phone).fill("+234 800 555 0199");
    await hr.getByLabel(people.fields.email).fill("kemi.adebayo@savannahcrest.example");
    await hr.getByRole("button", { name: "Create draft" }).click();
    await hr.waitForURL(new RegExp(`/admin/people/${slug}\\?notice=saved$`));
    await hr.getByRole("button", { name: "Publish now" }).click();
    await shown(hr.getByText(publishedItemsCopy.notices.published!));
    const cardPublished = Date.now();

    const careers = adminHr.careers;
    const opening = `Treasury Analyst ${TAG}`;
    const lastDay = lagosToday(new Date(Date.now() + 30 * 86_400_000));
    await hr.goto("/admin/careers/new");
    await hr.getByLabel(careers.fields.title).fill(opening);
    await hr
      .getByLabel(careers.fields.description)
      .fill("Forecast the group's cash, place its deposits and report on its exposure to the naira.");
    await hr.getByLabel(careers.fields.img).setInputFiles(save("treasury.jpg", await noisyJpeg(MB)).path);
    await shown(hr.getByText(uploadsCopy.uploaded("treasury.jpg")), 60_000);
    await hr.getByLabel(careers.fields.datePosted).fill(lagosToday());
    await hr.getByLabel(careers.fields.validThrough).fill(lastDay);
    await hr.getByRole("button", { name: "Create draft" }).click();
    await hr.waitForURL(/\/admin\/careers\/[a-z0-9-]+\?notice=saved$/);
    await hr.getByRole("button", { name: "Publish now" }).click();
    await shown(hr.getByText(publishedItemsCopy.notices.published!));
    const openingPublished = Date.now();

    /** The opening's JobPosting, as search engines read it from its own page (issue 51: /careers, a list, carries none). */
    const jobPosting: Check["holds"] = (status, body) => {
      if (status !== 200) return false;
      const data = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((m) => {
        const parsed = JSON.parse(m[1]!) as unknown;
        return Array.isArray(parsed) ? parsed : [parsed];
      }) as Record<string, unknown>[];
      const postings = data.flatMap((d) => (Array.isArray(d["@graph"]) ? (d["@graph"] as Record<string, unknown>[]) : [d]));
      const posting = postings.find((d) => d["@type"] === "JobPosting" && d.title === opening);
      return Boolean(posting && String(posting.validThrough ?? "").startsWith(lastDay));
    };
    await Promise.all([
      everywhere(
        [
          { path: "/careers", holds: contains(opening) },
          {
            path: `/careers/${positionKey({ title: opening })}`,
            holds: (s, body, type) => contains(opening)(s, body, type) && jobPosting(s, body, type),
          },
        ],
        openingPublished,
      ),
      everywhere(
        [
          { path: `/${slug}`, holds: contains(`Kemi Adebayo ${TAG}`) },
          {
            path: `/vcard/${slug}`,
            holds: (s, body, type) => s === 200 && type.includes("text/vcard") && body.includes(`FN:Kemi Adebayo ${TAG}`),
          },
          { path: `/og/staff-${slug}`, holds: isImage },
        ],
        cardPublished,
      ),
    ]);

    const visitor = await newPage();
    await visit(visitor, `/${slug}`);
    await shown(visitor.getByRole("heading", { name: `Kemi Adebayo ${TAG}`, level: 1 }));
    const portrait = visitor.getByRole("img", { name: /Kemi Adebayo/ }).first();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await visit(visitor, "/careers");
    await shown(visitor.getByRole("link", { name: `Apply Now: ${opening}` }));
    await visitor.context().close();
    await hr.context().close();
    expect(serverErrors()).toEqual([]);
  }, 300_000);

  test("4. a reporter sends a report, keeps the receipt and adds three files of 8 MB; an ethics officer reads the case and downloads each byte-identical; nginx writes no temporary file and logs no reporter's address", async () => {
    // The officer first: their key pair is made at their first password sign-in, and once the recovery key's holders
    // have confirmed them (the first officer: docs/whistleblowing.md), a new case is encrypted to it.
    const recoveryKey = join(mkdtempSync(join(tmpdir(), "journeys-recovery-")), "recovery-key.asc");
    await ethicsCommand("recovery-key", "--out", recoveryKey);
    const { page: officer, email: officerEmail } = await staffMember("ethics");
    await ethicsCommand("confirm", "--key", recoveryKey, "--to", officerEmail);
    const evidence = await Promise.all(
      ["ledger-2024", "gate-log", "invoices"].map(async (name) => save(`${name}.pdf`, await pdfOfSize(`${name} ${TAG}`, 8 * MB))),
    );
    for (const file of evidence) expect(file.size).toBeGreaterThan(7.5 * MB);
    // nginx's temporary folders (client bodies, proxied responses): any file made in them, however briefly, is seen.
    const created: string[] = [];
    const watchers: FSWatcher[] = ["body", "proxy"].map((folder) =>
      watch(join(nginx.dir, folder), { recursive: true }, (event, name) => created.push(`${folder}/${name} (${event})`)),
    );
    // The reporter's own address as their browser sends it on (a visitor behind a proxy of their own).
    const address = "203.0.113.77";
    const words = `Cash changes hands at gate 3 (${TAG}).`;
    try {
      const reporter = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": address } });
      const restarted = rollingRestart();
      await visit(reporter, "/whistleblow");
      const form = reporter.getByRole("form", { name: "Report a concern" });
      await form.getByLabel("Nature of conduct").fill("Kickbacks on loading slots");
      await form.getByLabel("Comments").fill(words);
      await humanPause();
      await form.getByRole("button", { name: "Submit Report" }).click();
      const receipt = (await reporter.getByTestId("report-receipt").textContent())!.trim();
      expect(receipt).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
      const reference = (await reporter.getByTestId("report-reference").textContent())!.trim();
      await reporter.context().close();

      // Later, in a new browser: the receipt opens the case; the files go with a message.
      const later = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": address } });
      await visit(later, "/whistleblow/follow-up");
      await later.getByLabel("Receipt (16 digits)").fill(receipt);
      await later.getByRole("button", { name: "Open my report" }).click();
      await shown(later.getByRole("heading", { level: 1, name: `Report ${reference}` }));
      // As a person: the page is typed into once the loading cover has lifted.
      await later.getByTestId("page-loader").waitFor({ state: "detached", timeout: 15_000 });
      const message = `The ledgers and the gate log (${TAG}).`;
      await later.getByLabel("Your message").fill(message);
      await later.getByLabel("Attachments (optional)").setInputFiles(evidence.map((file) => file.path));
      await later.getByRole("button", { name: "Send" }).click();
      try {
        await shown(later.getByRole("status").filter({ hasText: "Your message was added" }), 120_000);
        const messages = later.getByTestId("case-messages");
        await shown(messages.getByText(message));
        for (const file of evidence) await shown(messages.getByText(file.path.split("/").pop()!));
      } catch (error) {
        // What the reporter saw instead (a CI run once found the message missing after "added"): the page, and who served it.
        const main = await later
          .locator("main")
          .innerText()
          .catch(() => "(no main)");
        console.log(`[journey 4] ${later.url()}\n${main}\nlast responses: ${JSON.stringify(seen.slice(-8))}`);
        throw error;
      }
      await later.context().close();

      await officer.goto("/admin/cases");
      await officer.getByRole("link", { name: reference }).click();
      await shown(officer.getByRole("heading", { level: 1, name: `Case ${reference}` }));
      await shown(officer.getByText(words));
      await shown(officer.getByText(message));
      for (const file of evidence) {
        const name = file.path.split("/").pop()!;
        const [download] = await Promise.all([
          officer.waitForEvent("download", { timeout: 60_000 }),
          officer.getByRole("link", { name: new RegExp(`^Download ${name.replace(".", "\\.")}`) }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(name);
        expect(sha256(readFileSync((await download.path())!)), name).toBe(file.sha256);
      }
      await restarted;
    } finally {
      for (const watcher of watchers) watcher.close();
    }
    expect(created, "files nginx made in its temporary folders").toEqual([]);
    expect([...readdirSync(join(nginx.dir, "body")), ...readdirSync(join(nginx.dir, "proxy"))]).toEqual([]);
    // The access log names no whistleblowing visitor, the error log nothing of theirs; the reporter's address is in neither.
    const access = nginx.accessLog().split("\n");
    const reporterLines = access.filter((line) => / \/(api\/)?whistleblow/.test(line));
    expect(reporterLines.length).toBeGreaterThan(3);
    expect(reporterLines.filter((line) => !line.startsWith("- "))).toEqual([]);
    const errorLog = readFileSync(join(nginx.dir, "error.log"), "utf8");
    expect(errorLog.split("\n").filter((line) => line.includes("whistleblow"))).toEqual([]);
    expect([...access, errorLog].filter((line) => line.includes(address))).toEqual([]);
    await officer.context().close();
    expect(serverErrors()).toEqual([]);
  }, 300_000);

  test("5. the agents team approves an application sent through the public form; the applicant gets the e-mail", async () => {
    const applicantPage = await newPage();
    const restarted = rollingRestart();
    await visit(applicantPage, "/AgentRegistration");
    const form = applicantPage.getByRole("form", { name: "Create Account" });
    const name = `Halima Bello ${TAG}`;
    const applicant = `halima.${TAG}@example.com`;
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill(applicant);
    await form.getByLabel("Phone Number").fill("+234 800 555 0199");
    await humanPause();
    await form.getByRole("button", { name: "Create Account" }).click();
    await shown(form.getByRole("status").filter({ hasText: "pending approval" }));
    await applicantPage.context().close();

    const { page: agents } = await staffMember("agents");
    await agents.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Agent applications" }).click();
    await agents.getByLabel("Text").fill(name);
    await agents.getByRole("button", { name: "Apply" }).click();
    await agents.getByRole("table").getByRole("link").first().click();
    await shown(agents.getByText(name, { exact: true }));
    const welcome = `Welcome aboard: we will call you on Monday (${TAG}).`;
    await agents.getByLabel("Message to the applicant (optional)").fill(welcome);
    await agents.getByRole("button", { name: "Approve" }).click();
    // Said in the decision's live region, where the answer form was (a decided application has none).
    await shown(
      agents
        .getByRole("region", { name: "Answer the application" })
        .getByRole("status")
        .filter({ hasText: /^Approved on / }),
    );
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes(applicant) && m.subject === inboxCopy.agentMail.subject.approved).length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(applicant) && m.subject === inboxCopy.agentMail.subject.approved)!;
    expect(mail.text).toContain(inboxCopy.agentMail.text.approved);
    expect(mail.text).toContain(welcome);
    await agents.context().close();
    await restarted;
    expect(serverErrors()).toEqual([]);
  }, 300_000);

  test("6. a visitor's message is counted on the marketing team's home page and navigation, answered from the item: the visitor gets exactly one e-mail, the timeline and the time-to-first-answer report show it", async () => {
    const { page: staff } = await staffMember("marketing-inbox");
    const queue = inboxKindNames.contact.title;
    const homeNew = async () => {
      await visit(staff, "/admin");
      const link = staff
        .getByRole("table", { name: admin.home.queuesCaption })
        .getByRole("link", { name: new RegExp(`^\\d+ ${admin.home.columns.new}, ${queue}$`) });
      const text = (await link.textContent())!;
      // The navigation's badge: "Contact messages, 3 new" to a screen reader, the figure beside the name; no figure when none is new.
      const nav = staff.getByRole("navigation", { name: admin.navLabel }).getByRole("link", { name: new RegExp(`^${queue}`) });
      const label = (await nav.getAttribute("aria-label")) ?? "";
      return { home: Number.parseInt(text, 10), nav: Number(/, (\d+) new$/.exec(label)?.[1] ?? 0) };
    };
    const before = await homeNew();

    const visitorAddress = `adaeze.${TAG}@example.com`;
    const question = `Where is your Kano office? (${TAG})`;
    const visitorPage = await newPage();
    await visit(visitorPage, "/contact-form");
    const form = visitorPage.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Adaeze Okafor");
    await form.getByLabel("Email").fill(visitorAddress);
    await form.getByLabel("Message").fill(question);
    await humanPause();
    await form.getByRole("button", { name: "Send Message" }).click();
    await shown(form.getByRole("status").filter({ hasText: "Thank you!" }));
    await visitorPage.context().close();

    // Other journeys send no contact message: the figures grow by exactly this one.
    expect(await homeNew()).toEqual({ home: before.home + 1, nav: before.nav + 1 });

    await staff.goto(`/admin/inbox/contact?text=${TAG}`);
    await staff.getByRole("table").getByRole("link").first().click();
    const heading = staff.getByRole("heading", { level: 1 });
    await shown(heading.filter({ hasText: `${inboxKindNames.contact.one} CT-` }));
    const reference = (await heading.textContent())!.replace(inboxKindNames.contact.one, "").trim();
    await shown(staff.getByText(question));
    const r = inboxCopy.reply;
    const box = staff.getByRole("region", { name: r.heading });
    const answer = `Dear Adaeze,\nOur Kano office is on Murtala Mohammed Way (${TAG}).`;
    await box.getByLabel(r.bodyLabel).fill(answer);
    await box.getByRole("button", { name: r.preview }).click();
    const preview = box.getByRole("region", { name: r.previewHeading });
    await shown(preview.getByText(inboxCopy.replyMail.subject(reference)));
    await shown(preview.getByText(`Reference: ${reference}`));
    await box.getByRole("button", { name: r.send }).click();
    await shown(staff.getByRole("status").filter({ hasText: inboxCopy.messages.replySent }));

    // The visitor's mailbox on the SMTP server: exactly one message, the answer, from the team, with the reference.
    const toVisitor = () => smtp.received.filter((m) => m.to.includes(visitorAddress));
    await expect.poll(() => toVisitor().length, { timeout: 60_000, interval: 500 }).toBe(1);
    const [mail] = toVisitor();
    expect(mail!.subject).toBe(inboxCopy.replyMail.subject(reference));
    expect(mail!.raw).toMatch(/^From: Savannah Crest Group Customer Team <info@savannahcrest\.example>$/m);
    expect(mail!.raw).toMatch(/^Reply-To: info@savannahcrest\.example$/m);
    expect(mail!.text).toContain(`Our Kano office is on Murtala Mohammed Way (${TAG}).`);

    // The item's timeline: the answer, its delivery (the outbox's, on either instance) and the move to Answered.
    await expect
      .poll(
        async () => {
          await staff.reload();
          return staff.getByRole("region", { name: "Timeline" }).innerText();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toContain(inboxCopy.timeline.replyDelivered);
    const timeline = await staff.getByRole("region", { name: "Timeline" }).innerText();
    expect(timeline).toContain(inboxCopy.timeline.reply);
    expect(timeline).toContain(inboxCopy.timeline.workflow("New", "Answered"));
    // Answered, it is no longer new: the figures are back to what they were.
    expect(await homeNew()).toEqual(before);

    // The team's report: this month's row of the time-to-first-answer table has a median (only this message was answered).
    await staff.getByRole("navigation", { name: admin.navLabel }).getByRole("link", { name: reportsCopy.nav, exact: true }).click();
    const f = reportsCopy.firstAnswer;
    const month = staff
      .getByRole("table", { name: f.caption(queue) })
      .getByRole("row")
      .filter({ has: staff.getByRole("rowheader", { name: reportsCopy.month(lagosToday().slice(0, 7)), exact: true }) });
    await shown(month);
    const [received, answered, median] = await month.getByRole("cell").allInnerTexts();
    expect(Number(received)).toBeGreaterThanOrEqual(1);
    expect(Number(answered)).toBe(1);
    expect(median).not.toBe(f.none);
    expect(median).toMatch(/^\d+ min$/);
    await staff.context().close();
    expect(serverErrors()).toEqual([]);
  }, 120_000);

  test("nginx lets an idle connection to an instance go before the instance closes it (a POST sent on a connection being closed would get a 502)", async () => {
    const socket = connect(PORTS.a, "127.0.0.1");
    await once(socket, "connect");
    let answered = 0;
    socket.on("data", () => (answered ||= Date.now()));
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
    await once(socket, "close");
    const instanceKeepsIdleMs = Date.now() - answered;
    const upstream = /upstream savannah_crest \{([^}]*)\}/.exec(readFileSync(join(ROOT, "deploy/nginx/savannah-crest.conf"), "utf8"))![1]!;
    // nginx's default for an upstream's idle connections is 60 s.
    const nginxKeepsIdleMs = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1] ?? 60) * 1000;
    expect(answered).toBeGreaterThan(0);
    expect(nginxKeepsIdleMs).toBeLessThan(instanceKeepsIdleMs);
  });

  test("7. while the journeys ran, each instance was restarted in turn, and no page saw a 5xx (nor did nginx send one)", () => {
    // Journeys 1, 2, 4 and 5 each restarted both, A then B.
    expect(restarts).toEqual(["a", "b", "a", "b", "a", "b", "a", "b"]);
    // Every start, as the unit starts it, listened on the loopback only: only nginx reaches an instance (decision 131).
    expect(instanceLogs.map((instance) => instance.listening)).toEqual(instanceLogs.map(() => ["127.0.0.1"]));
    expect(seen.length).toBeGreaterThan(200);
    expect(serverErrors()).toEqual([]);
    const statuses = nginx
      .accessLog()
      .split("\n")
      .map((line) => /" (\d{3}) \d+ /.exec(line)?.[1]);
    expect(statuses.filter((status) => status && status >= "500")).toEqual([]);
  });
});
