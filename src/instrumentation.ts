/**
 * Next.js calls register() once when a server process starts. The server
 * settings are validated here first, so a bad value stops the server with a
 * message naming the variable (not at the first form sent); then the outbox
 * dispatcher, the retention purge and the access-request reminders start
 * (they open the database lazily, never at build time).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { checkEnvOrExit } = await import("./server/check-env");
  checkEnvOrExit();
  const { startDispatcher } = await import("./server/mail/dispatcher");
  startDispatcher();
  const { startRetention } = await import("./server/retention/schedule");
  startRetention();
  const { startDsarReminders } = await import("./server/inbox/schedule");
  startDsarReminders();
}
