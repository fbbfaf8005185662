/**
 * One schema for PGlite and PostgreSQL, a file per domain. Migrations in
 * /drizzle are generated from this folder (`npm run db:generate`, which reads
 * every file in it) and applied at start.
 */
export * from "./submissions";
export * from "./newsletter";
export * from "./staff";
export * from "./inbox";
export * from "./whistleblowing";
export * from "./publishing";
export * from "./observability";
