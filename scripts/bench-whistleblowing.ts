// `npm run bench:whistleblowing`: on this machine, the time to submit a whistleblowing report with one
// 10 MB attachment (the upload read and checked, the case made and encrypted, stored) and to open a case
// with 20 messages by its receipt (scrypt, the key unwrapped, everything decrypted). Prints figures;
// no thresholds. Runs on an in-memory PGlite, or on DATABASE_URL's PostgreSQL in a schema of its own.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../src/server/db/client";
import { readReportUpload } from "../src/server/whistleblowing/attachments";
import {
  addMessage,
  addReportFiles,
  createCase,
  openCaseByReceipt,
  readCase,
  setRecoveryPublicKey,
} from "../src/server/whistleblowing/cases";
import { newRecoveryKeyPair } from "../src/server/whistleblowing/crypto";

const RUNS = Number(process.env.RUNS || 5);
const schemaName = `bench_${randomBytes(4).toString("hex")}`;
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, schemaName } : {});
const fields = {
  natureOfConduct: "Procurement fraud",
  officerNames: "",
  comments: "Invoices for the Jahi site were inflated.",
  contactPreference: "No" as const,
  yourName: "",
  yourEmail: "",
  yourPhoneNumber: "",
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  await setRecoveryPublicKey(database.db, (await newRecoveryKeyPair()).publicKey);
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(10 * 1024 * 1024 - 9)]);
  const submit: number[] = [];
  const open: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const body = new FormData();
    body.append("attachments", new File([pdf], "evidence.pdf", { type: "application/pdf" }));
    const request = new Request("http://localhost/api/whistleblow/follow-up", { method: "POST", body });
    const started = performance.now();
    const upload = await readReportUpload(request);
    if (!upload.ok) throw new Error(upload.error);
    const made = await createCase(database.db, { fields });
    await addReportFiles(database.db, made.caseId, upload.files);
    submit.push(performance.now() - started);

    for (let i = 0; i < 20; i++)
      await addMessage(database.db, made.caseId, {
        author: i % 2 ? "reporter" : "officer",
        staffId: null,
        text: `Message ${i} `.repeat(40),
      });
    const t = performance.now();
    const opened = await openCaseByReceipt(database.db, made.receipt);
    const read = await readCase(database.db, opened!.caseId, opened!.caseKey, { notes: false });
    if (read!.messages.length !== 20) throw new Error("20 messages expected");
    open.push(performance.now() - t);
  }
  const fmt = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, ${values.length} runs)`;
  console.log(`database: ${database.kind}`);
  console.log(`submit a report with one 10 MB attachment: ${fmt(submit)}`);
  console.log(`open a case with 20 messages by its receipt: ${fmt(open)}`);
} finally {
  if (database.pool) await database.pool.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
  await database.close();
}
