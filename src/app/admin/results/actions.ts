"use server";

import { QuarterResultsSchema, type EarningsFile, type QuarterResults } from "@content/earnings";
import { publishedItemsCopy } from "@content/admin-published-items";
import { adminResults } from "@content/admin-results";
import { RESULT_FILE_BUILDERS } from "@/server/documents/earnings";
import { database } from "@/server/db";
import { fieldErrors } from "@/server/publishing/store";
import { quarterKey } from "@/server/publishing/results";
import { RESULT_CONTENT_TYPES, storeResultFile, UploadError } from "@/server/publishing/uploads";
import { requireStaffAction } from "@/server/staff/session";
import { siteDate } from "@/lib/calendar-date";
import { errorsFor, lines, saveFromForm, text, type EditorState } from "../_publishing/save";

const FILE_KEYS = ["pressRelease", "supplementalPdf", "supplementalXlsx"] as const;
const FILE_NAMES = { pressRelease: "press-release", supplementalPdf: "supplemental-data", supplementalXlsx: "supplemental-data" } as const;
const UNITS = ["₦ million", "₦ billion", "₦"] as const;
/** Lines edited as one textarea: their errors show on it. */
const JOINED = ["summary", "highlights"] as const;

const number = (value: string) => (value === "" ? Number.NaN : Number(value.replace(/[,\s]/g, "")));

/** The quarter as the form posted it (figures rows with an empty label are dropped). */
function readQuarter(form: FormData): QuarterResults {
  const figures: QuarterResults["figures"] = [];
  for (let i = 0; i < 30 && form.has(`figures.${i}.label`); i++) {
    const label = text(form, `figures.${i}.label`, 200);
    if (!label) continue;
    const unit = text(form, `figures.${i}.unit`);
    figures.push({
      label,
      unit: (UNITS as readonly string[]).includes(unit) ? (unit as (typeof UNITS)[number]) : "₦ million",
      current: number(text(form, `figures.${i}.current`, 40)),
      previous: number(text(form, `figures.${i}.previous`, 40)),
      segment: form.get(`figures.${i}.segment`) === "on",
      onHome: form.get(`figures.${i}.onHome`) === "on",
    });
  }
  const files = FILE_KEYS.map((key, i): EarningsFile => {
    const kind = key === "supplementalXlsx" ? "Excel" : "PDF";
    const bytes = Number(text(form, `files.${i}.href.bytes`, 20));
    return {
      key,
      label: key === "pressRelease" ? "Full press release" : "Supplemental data",
      href: text(form, `files.${i}.href`, 300),
      kind,
      contentType: kind === "PDF" ? RESULT_CONTENT_TYPES.pdf : RESULT_CONTENT_TYPES.xlsx,
      ...(bytes > 0 ? { bytes } : {}),
    };
  });
  return {
    period: text(form, "period", 200),
    eyebrow: text(form, "eyebrow", 100),
    image: text(form, "image", 300),
    title: text(form, "title", 200),
    publishedOn: siteDate.fromDateInput(text(form, "publishedOn", 60)),
    quarterEnded: siteDate.fromDateInput(text(form, "quarterEnded", 60)),
    sampleNotice: text(form, "sampleNotice", 500),
    headline: text(form, "headline", 500),
    summary: lines(form, "summary"),
    highlights: lines(form, "highlights"),
    quote: { text: text(form, "quote.text", 2000), by: text(form, "quote.by", 300) },
    columns: { current: text(form, "columns.current", 60), previous: text(form, "columns.previous", 60) },
    changesNote: text(form, "changesNote", 500),
    revenueTotalLabel: text(form, "revenueTotalLabel", 200),
    figures,
    contact: text(form, "contact", 300),
    downloadsLabel: text(form, "downloadsLabel", 100),
    files,
  };
}

/**
 * The three files made from the quarter's own figures, as `npm run earnings`
 * makes them, and kept like an upload (checked as real PDF and XLSX).
 */
async function generateFiles(quarter: QuarterResults, staffId: Parameters<typeof storeResultFile>[1]): Promise<QuarterResults["files"]> {
  const db = await database();
  const base = `savannah-crest-${quarterKey(quarter)}`;
  return Promise.all(
    quarter.files.map(async (file, i) => {
      const bytes = await RESULT_FILE_BUILDERS[file.key](quarter);
      const kind = file.key === "supplementalXlsx" ? "xlsx" : "pdf";
      const stored = await storeResultFile(db, staffId, bytes, kind, `${base}-${FILE_NAMES[file.key]}`, {
        field: `files.${i}.href`,
        label: adminResults.files.labels[file.key],
      });
      return { ...file, href: stored.path, bytes: stored.bytes };
    }),
  );
}

export async function saveResultsAction(_previous: EditorState<QuarterResults>, form: FormData): Promise<EditorState<QuarterResults>> {
  const staff = await requireStaffAction("investors");
  const key = text(form, "key", 40) || null;
  const quarter = readQuarter(form);
  if (form.get("generate") === "on") {
    // Every other field must pass first: the files print them.
    const placeholder = quarter.files.map((file) => ({
      ...file,
      href: `/files/${file.key.toLowerCase()}.${file.kind === "PDF" ? "pdf" : "xlsx"}`,
    }));
    const checked = QuarterResultsSchema.safeParse({ ...quarter, files: placeholder });
    if (!checked.success) {
      return { message: publishedItemsCopy.invalid, errors: errorsFor(fieldErrors(checked.error), JOINED), values: quarter };
    }
    try {
      quarter.files = await generateFiles(checked.data, staff);
    } catch (error) {
      if (error instanceof UploadError) return { message: error.message, errors: { [error.field]: error.message }, values: quarter };
      throw error;
    }
  }
  return saveFromForm({ staff, name: "results", key, newKey: safeKey(quarter), data: quarter, form, joined: JOINED });
}

function safeKey(quarter: QuarterResults): string {
  return Number.isNaN(Date.parse(quarter.quarterEnded)) ? "" : quarterKey(quarter);
}
