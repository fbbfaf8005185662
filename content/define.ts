import type { z } from "zod";

/**
 * Validates one content file's data against its schema. A wrong field fails
 * the build (every page imports its content) with a message that names the
 * file and the field, e.g. `content/news.ts: [3].date: Invalid input`.
 */
export function defineContent<T extends z.ZodType>(file: string, schema: T, data: z.input<T>): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join("\n  ");
    throw new Error(`Invalid content in ${file}:\n  ${problems}`);
  }
  return result.data;
}

function formatPath(path: PropertyKey[]): string {
  if (path.length === 0) return "(root)";
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`)).join("");
}
