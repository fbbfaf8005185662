/**
 * Next.js calls register() once when a server process starts: the outbox
 * dispatcher starts here (it opens the database lazily, never at build time).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startDispatcher } = await import("./server/mail/dispatcher");
  startDispatcher();
}
