/**
 * Next.js calls register() once when a server process starts: in the Node.js runtime it starts the server
 * (src/server/start.ts: the settings checked, the database opened, the outbox dispatcher and the periodic
 * jobs started). Nothing here runs at build time.
 */
export async function register() {
  // Next.js's own signal, read here so the edge runtime loads nothing more; the build phase is src/env.ts's isBuildPhase().
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isBuildPhase } = await import("./env");
  if (isBuildPhase()) return;
  const { startServer } = await import("./server/start");
  await startServer();
}
