// `npm run bench:cases` (issue 31): the whistleblowing cases' heavy paths, BENCH_RUNS (5) times each:
// 1. a report with one 10 MB attachment, read and checked (attachments.ts), then stored as a new case
//    (a case key wrapped for two officers and the recovery key, everything encrypted, the receipt's slow scrypt);
// 2. an officer opening a case with 20 messages and the file: the key unwrapped, everything decrypted, audited;
// 3. a wrong receipt's scrypt, as the follow-up's sign-in runs it through its gate: its CPU (decision 115).
// On PGlite in a fresh folder under .bench/, or on DATABASE_URL's PostgreSQL in a schema of its own.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { wbOfficerKeys } from "../src/server/db/schema";
import { createAccount, staffOf } from "../src/server/staff/accounts";
import { writeAudit } from "../src/server/staff/audit-log";
import { readReportUpload } from "../src/server/whistleblowing/attachments";
import { addMessage, createCase, openCaseByReceipt, setRecoveryPublicKey, type ReportFields } from "../src/server/whistleblowing/cases";
import { newRecoveryKeyPair } from "../src/server/whistleblowing/crypto";
import { officerKeyAtSignIn } from "../src/server/whistleblowing/officer-keys";
import { openCase, type CaseContext } from "../src/server/whistleblowing/officer";
import { confirmOfficerAsRecovery } from "../src/server/whistleblowing/officers";
import { openBenchDatabase, summary, timed } from "./bench/database";

const runs = Number(process.env.BENCH_RUNS || 5);
const MB = 1024 * 1024;

const report = (comments: string): ReportFields => ({
  natureOfConduct: "Kickbacks on loading slots",
  officerNames: "",
  comments,
  contactPreference: "No",
  yourName: "",
  yourEmail: "",
  yourPhoneNumber: "",
});

/** A 10 MB PDF as a browser posts it: the form's fields and the file in one multipart body. */
function reportPost(): Request {
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"), randomBytes(10 * MB - 20)]);
  const form = new FormData();
  form.append("natureOfConduct", "Kickbacks on loading slots");
  form.append("comments", "The gate log and the payments do not match.");
  form.append("attachments", new File([pdf], "gate-log.pdf", { type: "application/pdf" }));
  return new Request("http://127.0.0.1/api/whistleblow/report", { method: "POST", body: form });
}

const { database, cleanUp } = await openBenchDatabase("cases-pglite");
const { db } = database;
try {
  await setRecoveryPublicKey(db, (await newRecoveryKeyPair()).publicKey);
  const officers = [];
  for (const name of ["ada", "bayo"]) {
    const staff = (await staffOf(
      database,
      (await createAccount(database, { email: `${name}@savannahcrest.example`, roles: ["ethics"] })).id,
    ))!;
    const key = await officerKeyAtSignIn(database, staff, "a long and memorable passphrase");
    // New reports go only to confirmed officers (decision 123): confirmed as the recovery key's holders would.
    const [made] = await db
      .select({ fingerprint: wbOfficerKeys.fingerprint })
      .from(wbOfficerKeys)
      .where(eq(wbOfficerKeys.staffId, staff.id));
    await confirmOfficerAsRecovery(database, staff.id, made!.fingerprint);
    officers.push({ staff, key });
  }
  const ada = officers[0]!;

  const submit: number[] = [];
  const parse: number[] = [];
  let lastCase = 0;
  for (let run = 0; run < runs; run++) {
    const request = reportPost();
    const start = performance.now();
    const upload = await readReportUpload(request);
    if (!upload.ok) throw new Error(upload.error);
    const parsed = performance.now();
    const { caseId } = await createCase(db, { fields: report(String(upload.fields.get("comments"))), files: upload.files });
    submit.push(performance.now() - start);
    parse.push(parsed - start);
    lastCase = caseId;
  }

  for (let i = 0; i < 20; i++) {
    await addMessage(db, lastCase, {
      author: i % 2 ? "officer" : "reporter",
      staffId: i % 2 ? ada.staff.id : null,
      text: `Message ${i + 1}: ${"what happened at the gate, and when. ".repeat(12)}`,
    });
  }
  const ctx: CaseContext = {
    db,
    staff: ada.staff,
    key: ada.key,
    audit: (entry) => writeAudit(database, { staff: ada.staff, action: entry.action, target: entry.target, address: null }),
  };
  const opening = await timed(async () => {
    const view = await openCase(ctx, String(lastCase), { retentionMonths: 12 });
    if (view?.content?.messages.length !== 20) throw new Error("the case did not open with its 20 messages");
  }, runs);
  const receipts = await timed(
    async (run) => {
      if (await openCaseByReceipt(db, String(1e15 + run))) throw new Error("a made-up receipt opened a case");
    },
    Math.max(runs, 10),
  );

  console.log(`Whistleblowing cases on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"} (node ${process.version})`);
  console.log(`  submit a report with one 10 MB attachment: ${summary(submit, 0)}`);
  console.log(`    of which reading and checking the 10 MB post: ${summary(parse, 0)}`);
  console.log(`  open a case with 20 messages and a 10 MB attachment's name: ${summary(opening, 0)}`);
  console.log(`  check a wrong receipt (one scrypt, N = 2^15, r = 8): ${summary(receipts, 0)}`);
} finally {
  await cleanUp();
}
