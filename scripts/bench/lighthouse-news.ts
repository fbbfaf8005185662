// Publishes BENCH_NEWS fictional news stories through the publishing store, for
// `BENCH_NEWS=50 npm run bench:lighthouse` (issue 32: the Lighthouse targets on
// `/news` and `/` with 50 published stories). Run by scripts/bench-lighthouse.mjs
// before it starts the site, on the database that site will open: DATABASE_URL,
// else the PGlite folder of DATA_DIR. The seed's 11 stories are published first
// (the store's first versions), then these, as one marketing editor would.
// Running it again on the same database adds nothing.
//
// The stories are varied the way a year of the group's news is: the three types,
// dates from 2022 to November 2025, press releases on other sites, articles with
// a Markdown body of a few sections, two in three with a description, images
// from the site's own media.
import { openDatabase, pgliteDirFor } from "../../src/server/db/client";
import { featuredCollection, newsCollection } from "../../src/server/publishing/news";
import { createItem, ensureSeeded, getItem, publish } from "../../src/server/publishing/store";
import type { Staff } from "../../src/server/staff/roles";

const COUNT = Number(process.env.BENCH_NEWS || 50);
const editor: Staff = { id: "bench-lighthouse", email: "bench.editor@staff.example", name: "Benchmark editor", roles: ["marketing"] };

const IMAGES = [
  ...Array.from({ length: 11 }, (_, i) => `/media/news/news-${String(i + 1).padStart(2, "0")}.webp`),
  "/media/cards/property-guzape-gardens.webp",
  "/media/cards/property-monarch-hill.webp",
  "/media/cards/property-prestige-manor.webp",
  "/media/cards/commodity-sesame.webp",
  "/media/cards/commodity-cashew.webp",
  "/media/cards/commodity-ginger.webp",
  "/media/cards/product-agri-fund.webp",
  "/media/cards/room-penthouse.webp",
  "/media/cards/business-residences.webp",
];

const PROJECTS = ["Guzape Gardens", "Monarch Hill, Jahi", "Prestige Manor, Jahi", "Katampe Ridge", "Casa Lavoro, Wuse II", "Asokoro Court"];
const MILESTONES = [
  "foundations are complete for the second block",
  "the roofs of all terraces are on",
  "the show home opens to visitors",
  "landscaping and external works begin",
  "every unit is connected to mains power and water",
  "half of the homes are reserved",
  "the access road and drainage are finished",
  "interior finishing starts in the first twelve units",
];
const CROPS = ["sesame", "cashew", "ginger", "soybean", "shea nuts", "sorghum", "cocoa", "hibiscus"];
const MARKETS = ["Asia", "the Middle East", "Europe", "Turkey", "India", "West Africa"];
const PRESS = [
  (i: number) =>
    `Savannah Crest Commodities ships ${(1200 + i * 170).toLocaleString("en-US")} MT of ${CROPS[i % 8]} to buyers in ${MARKETS[i % 6]}`,
  (i: number) =>
    `Savannah Crest Group and ${["Niger", "Nasarawa", "Kano", "Benue", "Plateau"][i % 5]} State farmers sign a ${CROPS[(i + 3) % 8]} supply agreement`,
  (i: number) =>
    `Savannah Crest Asset Management's ${["Real Estate Income Fund", "Agricultural Commodities Fund", "Naira Money Market Fund"][i % 3]} passes ₦${5 + (i % 9)} billion`,
  (i: number) => `Savannah Crest Residences opens bookings at ${PROJECTS[(i + Math.floor(i / 18)) % 6]}`,
  (i: number) =>
    `Savannah Crest Group publishes its results for the ${["first", "second", "third", "fourth"][i % 4]} quarter of ${2022 + (Math.floor(i / 12) % 4)}`,
  (i: number) =>
    `Savannah Crest Properties wins the ${["Abuja Housing Award", "Green Building Prize", "Developer of the Year award"][i % 3]} for ${PROJECTS[(i + 2) % 6]}`,
];
const ARTICLES = [
  "What a Certificate of Occupancy tells you, and what it does not",
  "Serviced apartments or a two-year lease: the numbers for a young professional in Abuja",
  "How warehouse receipts make commodity financing safer",
  "Five questions to ask before you buy off-plan",
  "Why we test every bag of sesame for moisture before it leaves the warehouse",
  "Backup power in a new home: inverter, generator or both?",
  "What the new mortgage rules mean for first-time buyers",
  "Inside a quarterly results day at Savannah Crest",
  "How a REIT pays its investors, explained",
  "Reading a service charge budget line by line",
];

const DESCRIPTIONS = {
  "Press Release": [
    "The agreement guarantees floor prices for three seasons.",
    "The cargo leaves the Lagos port in two lots this month.",
    "The fund is open to new investors until the end of the quarter.",
    "Reservations open to the public on Monday.",
  ],
  Article: [
    "Our property team's checklist, with the figures behind it.",
    "A plain-language guide for first-time investors.",
    "What we check before we advise anyone, and why.",
  ],
  "Project Update": [
    "Handover remains planned for the next dry season.",
    "Work is on schedule and within budget.",
    "Buyers can book a site visit through the sales team.",
  ],
};

const date = (daysBack: number) =>
  new Date(Date.UTC(2025, 10, 20) - daysBack * 86_400_000).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");

function body(title: string, i: number): string {
  return [
    `${title} is a question our teams hear every week. This note sets out how we answer it, with the figures we use and the checks we make before we advise anyone.`,
    `## What we look at first`,
    `We start with the facts that are hardest to change later: the location, the title documents and the state of the market in the district. In ${2022 + (i % 4)} those checks ruled out about one property or contract in ${3 + (i % 4)}.`,
    `- the documents, searched at the registry, not copies;\n- the costs that recur every year, not only the price;\n- how quickly comparable properties or lots have sold.`,
    `## The numbers that decide`,
    `A good answer survives a conservative forecast. We model a year of **${6 + (i % 5)}% inflation** and a slower sale, and we only go ahead when the plan still works.`,
    `## Where to ask`,
    `Our teams are happy to go through these checks with you. Read more on [our news page](/news) or the [Securities and Exchange Commission's investor pages](https://sec.example.org/investors).`,
  ].join("\n\n");
}

function story(i: number) {
  const type = (["Press Release", "Article", "Project Update"] as const)[i % 3]!;
  const when = date(3 + i * 21 + (i % 5) * 2);
  const image = IMAGES[(i * 7) % IMAGES.length]!;
  const description = i % 3 === 2 ? undefined : DESCRIPTIONS[type][i % DESCRIPTIONS[type].length];
  const n = Math.floor(i / 3);
  const article = type === "Article";
  const title = article
    ? `${ARTICLES[n % ARTICLES.length]}${i >= 30 ? ` (${2022 + (i % 4)} update)` : ""}`
    : type === "Press Release"
      ? PRESS[n % PRESS.length]!(i)
      : `${PROJECTS[n % 6]}: ${MILESTONES[n % 8]}`;
  // Unique whatever the title: the index ends it.
  const key = `${slug(title)}-${i + 1}`;
  const host = ["press.example.com", "newsroom.example.com", "markets.example.org", "projects.example.net"][i % 4];
  return {
    key,
    data: {
      title,
      date: when,
      type,
      image,
      isInternal: article,
      link: article ? `/news/${key}` : `https://${host}/savannah-crest/${key}`,
      ...(article ? { body: body(title, i) } : {}),
      ...(description ? { description } : {}),
    },
  };
}

const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { pgliteDir: pgliteDirFor(process.env.DATA_DIR || "./data") });
try {
  await ensureSeeded(database, newsCollection);
  await ensureSeeded(database, featuredCollection);
  let added = 0;
  for (let i = 0; i < COUNT; i += 1) {
    const { key, data } = story(i);
    if (await getItem(database, editor, newsCollection, key)) continue;
    const created = await createItem(database, editor, newsCollection, key, data);
    if (!created.ok) throw new Error(`${key}: ${JSON.stringify(created)}`);
    const published = await publish({
      db: database,
      staff: editor,
      collection: newsCollection,
      key,
      expectedRevision: created.item.revision,
    });
    if (!published.ok) throw new Error(`${key}: ${JSON.stringify(published)}`);
    added += 1;
  }
  console.log(`Published ${added} benchmark news stories (${COUNT - added} were there already).`);
} finally {
  await database.close();
}
