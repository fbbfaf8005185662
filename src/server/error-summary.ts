import "server-only";
import { maskRefusedValues } from "@/lib/mask-addresses";
/**
 * What may be logged of an error met while handling a submission: its class,
 * its code and the first line of the underlying cause's message. Never the
 * error object itself: a failed query's error (DrizzleQueryError) carries the
 * query's parameters, which are the visitor's fields; a whistleblowing
 * report, with the reporter's name if given, would land in the server's logs.
 */
export function errorSummary(error: unknown): string {
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(root instanceof Error)) return `non-error thrown (${typeof root})`;
  const code = (root as { code?: unknown }).code;
  const firstLine = maskRefusedValues(root.message.split("\n")[0] ?? "")
    .replace(/\bparams:.*$/, "")
    .slice(0, 200)
    .trim();
  return [root.name, typeof code === "string" || typeof code === "number" ? String(code) : null, firstLine].filter(Boolean).join(" ");
}
