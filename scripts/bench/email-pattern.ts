/**
 * How long the forms' e-mail pattern takes on the input that makes a
 * backtracking pattern slow ("a@", a run of dots, "@"), beside the plain
 * "text@text.text" form it replaced (decision 079). Prints milliseconds per
 * test; a linear pattern grows tenfold when the input does, the plain one a
 * hundredfold. Run: npm exec -- tsx scripts/bench/email-pattern.ts
 */
import { EMAIL_PATTERN } from "../../src/forms/shared/limits";

const TEXT = String.raw`[^\s@()<>,;:"[\]\\]+`;
const PLAIN = new RegExp(`^${TEXT}@${TEXT}\\.${TEXT}$`);

function millis(pattern: RegExp, input: string): number {
  const start = performance.now();
  pattern.test(input);
  return performance.now() - start;
}

console.log("dots     pattern (ms)   plain form (ms)");
for (const dots of [254, 3_000, 30_000, 300_000]) {
  const input = `a@${".".repeat(dots)}@`;
  const plain = dots <= 30_000 ? millis(PLAIN, input).toFixed(1) : "(skipped: minutes)";
  console.log(`${String(dots).padEnd(8)} ${millis(EMAIL_PATTERN, input).toFixed(2).padStart(12)}   ${plain.padStart(15)}`);
}
