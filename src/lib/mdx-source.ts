import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The raw text of content/pages/<file> (build time: reading time, table of contents, search index). */
export function readMdxSource(file: string): string {
  return readFileSync(path.join(process.cwd(), "content", "pages", file), "utf8");
}
