import { z } from "zod";
import { defineContent } from "./define";
import { NonEmpty, TextDate } from "./schema";
import { EARNINGS_PERIOD, site } from "./site";

/**
 * The home page's earnings block (spec §2, §9: Third-Quarter 2024 results)
 * and the data behind its three downloadable files. `npm run earnings`
 * (scripts/generate-earnings.ts) writes the files under public/files from
 * this data; every figure is SAMPLE data for a fictional group and is
 * labelled as such in the block and in every file.
 */
const FigureRowSchema = z.object({
  label: NonEmpty,
  unit: z.enum(["₦ million", "₦ billion", "₦"]),
  current: z.number(),
  previous: z.number(),
  /** Segment revenue lines add up to the group total (checked below). */
  segment: z.boolean().default(false),
  /** Shown on the home page's earnings block too (all figures are in the files). */
  onHome: z.boolean().default(false),
});

const EarningsFileSchema = z.object({
  key: z.enum(["pressRelease", "supplementalPdf", "supplementalXlsx"]),
  label: NonEmpty,
  /** Site path of the generated file. */
  href: z.string().regex(/^\/files\/[a-z0-9-]+\.(pdf|xlsx)$/),
  kind: z.enum(["PDF", "Excel"]),
  contentType: z.enum(["application/pdf", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"]),
});

const EarningsSchema = z
  .object({
    period: z.literal(EARNINGS_PERIOD),
    /** The home block's eyebrow and its picture. */
    eyebrow: NonEmpty,
    image: z.string().regex(/^\/media\/cards\/[a-z0-9-]+\.webp$/),
    title: NonEmpty,
    publishedOn: TextDate,
    quarterEnded: TextDate,
    sampleNotice: NonEmpty,
    headline: NonEmpty,
    summary: z.array(NonEmpty).min(1),
    highlights: z.array(NonEmpty).min(1),
    quote: z.object({ text: NonEmpty, by: NonEmpty }),
    columns: z.object({ current: NonEmpty, previous: NonEmpty }),
    revenueTotalLabel: NonEmpty,
    figures: z
      .array(FigureRowSchema)
      .min(4)
      .refine((rows) => rows.filter((f) => f.onHome).length === 3, "exactly three figures have onHome: true"),
    contact: NonEmpty,
    /** Names the list of the three download links for screen readers. */
    downloadsLabel: NonEmpty,
    files: z.array(EarningsFileSchema).length(3),
  })
  .refine(
    (e) => {
      const total = e.figures.find((f) => f.label === e.revenueTotalLabel);
      const segments = e.figures.filter((f) => f.segment);
      const sum = (pick: (f: (typeof segments)[number]) => number) => segments.reduce((acc, f) => acc + pick(f), 0);
      return !!total && sum((f) => f.current) === total.current && sum((f) => f.previous) === total.previous;
    },
    { message: "segment revenues must add up to the group revenue line, for both periods" },
  );

export const earnings = defineContent("content/earnings.ts", EarningsSchema, {
  period: EARNINGS_PERIOD,
  eyebrow: "Investors",
  image: "/media/cards/earnings-q3-2024.webp",
  title: "Third-Quarter 2024 results",
  publishedOn: "October 30, 2024",
  quarterEnded: "September 30, 2024",
  sampleNotice:
    "Sample figures for illustration only: Savannah Crest Group is a fictional company and these are not real financial results.",
  headline: "Savannah Crest Group reports Third-Quarter 2024 results: revenue up 22% to ₦52.8 billion",
  summary: [
    "Savannah Crest Group today reported results for the third quarter ended September 30, 2024. Group revenue rose 22% year on year to ₦52,780 million, led by commodities exports and completions at our Guzape Gardens estate.",
    "Profit after tax rose 31% to ₦6,210 million. Assets under management reached ₦412 billion at the end of the quarter.",
  ],
  highlights: [
    "Group revenue ₦52,780 million, up 22% on the third quarter of 2023.",
    "Real estate revenue up 23% as 9 homes at Guzape Gardens were handed over.",
    "Commodities revenue up 21% on higher sesame and cashew export volumes.",
    "Assets under management of ₦412 billion, up 9% year on year.",
  ],
  quote: {
    text: "Each of our four businesses grew this quarter, and they grew together: the homes we handed over, the guests we hosted and the harvests we shipped all added to the savings we manage.",
    by: "Precedence Okafor-Bello, Group Managing Director and Chief Executive Officer",
  },
  columns: { current: "Q3 2024", previous: "Q3 2023" },
  revenueTotalLabel: "Group revenue",
  figures: [
    { label: "Real Estate revenue", unit: "₦ million", current: 18420, previous: 14960, segment: true },
    { label: "Residences revenue", unit: "₦ million", current: 3150, previous: 2610, segment: true },
    { label: "Assets Management revenue", unit: "₦ million", current: 4870, previous: 3920, segment: true },
    { label: "Commodities revenue", unit: "₦ million", current: 26340, previous: 21780, segment: true },
    { label: "Group revenue", unit: "₦ million", current: 52780, previous: 43270, onHome: true },
    { label: "Operating profit", unit: "₦ million", current: 9860, previous: 7540 },
    { label: "Profit after tax", unit: "₦ million", current: 6210, previous: 4730, onHome: true },
    { label: "Earnings per share", unit: "₦", current: 1.24, previous: 0.95 },
    { label: "Assets under management", unit: "₦ billion", current: 412, previous: 378, onHome: true },
  ],
  contact: `Investor relations: ${site.mailboxes.info}`,
  downloadsLabel: "Downloads",
  files: [
    {
      key: "pressRelease",
      label: "Full press release",
      href: "/files/savannah-crest-q3-2024-press-release.pdf",
      kind: "PDF",
      contentType: "application/pdf",
    },
    {
      key: "supplementalPdf",
      label: "Supplemental data",
      href: "/files/savannah-crest-q3-2024-supplemental-data.pdf",
      kind: "PDF",
      contentType: "application/pdf",
    },
    {
      key: "supplementalXlsx",
      label: "Supplemental data",
      href: "/files/savannah-crest-q3-2024-supplemental-data.xlsx",
      kind: "Excel",
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    },
  ],
});

export type EarningsFigure = (typeof earnings.figures)[number];
export type EarningsFile = (typeof earnings.files)[number];

/** Year-on-year change, rounded to a whole per cent: "+22%". */
export function changePercent(figure: Pick<EarningsFigure, "current" | "previous">): string {
  const pct = Math.round(((figure.current - figure.previous) / figure.previous) * 100);
  return `${pct >= 0 ? "+" : ""}${pct}%`;
}

/** A figure as printed: thousands separators; two decimals for per-share amounts. */
export function formatFigure(value: number, unit: EarningsFigure["unit"]): string {
  return value.toLocaleString("en-NG", unit === "₦" ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {});
}

/** A file size as shown beside its link: "3.4 KB", "18 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 10) return `${kb.toFixed(1)} KB`;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}
