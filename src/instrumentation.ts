/**
 * Next.js calls register() once when a server process starts. The server
 * settings are validated here first, so a bad value stops the server with a
 * message naming the variable (not at the first form sent); then the
 * database is opened (on PGlite a second process on the same data folder
 * stops here, naming the folder and the process that holds it), and the
 * outbox dispatcher and the periodic jobs (src/server/jobs.ts: the
 * scheduled publications, the newsletter's queued sign-ups, the retention
 * purges, the access-request and case reminders) start.
 * Nothing here runs at build time.
 */
export async function register() {
  // Next.js's own signal, read here so the edge runtime loads nothing more; the build phase is src/env.ts's isBuildPhase().
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isBuildPhase } = await import("./env");
  if (isBuildPhase()) return;
  const { checkEnvOrExit } = await import("./server/check-env");
  checkEnvOrExit();
  const { serverEnv } = await import("./env");
  const env = serverEnv();
  const { startHeartbeat, thisInstance } = await import("./server/observability/heartbeat");
  // This process's name and build (its BUILD_ID read once), for the traces and the heartbeat.
  const me = thisInstance();
  // Traces only with a collector named: unset, the SDK is not even loaded (docs/deploy.md, Monitoring).
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import("./server/observability/tracing");
    startTracing({
      url: `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, "")}/v1/traces`,
      serviceName: env.OTEL_SERVICE_NAME,
      instance: me.instance,
    });
  }
  const { database } = await import("./server/db");
  const { FolderInUseError } = await import("./server/db/folder-lock");
  try {
    await database();
  } catch (error) {
    if (error instanceof FolderInUseError) {
      console.error(`[database] ${error.message}`);
      process.exit(1);
    }
    // Anything else (PostgreSQL not reachable yet) is retried at first use; /healthz says so meanwhile.
    console.warn(`[database] not opened at start, tried again at first use: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { watchDatabase } = await import("./server/observability/metrics");
  watchDatabase(database);
  startHeartbeat(database, me);
  const { startDispatcher } = await import("./server/mail/dispatcher");
  const { recordCampaignRefusal } = await import("./server/newsletter/bounces");
  // A campaign's message refused for good marks its subscriber bouncing (the outbox knows nothing of campaigns).
  startDispatcher({ onRefused: recordCampaignRefusal });
  const { startJobs } = await import("./server/jobs");
  startJobs();
}
