import "server-only";

/**
 * A server process's start, called once by src/instrumentation.ts's register() in the Node.js runtime. The
 * server settings are validated first, so a bad value stops the server with a message naming the variable
 * (not at the first form sent); then the database is opened (on PGlite a second process on the same data
 * folder stops here, naming the folder and the process that holds it), and the outbox dispatcher and the
 * periodic jobs (src/server/jobs.ts: the scheduled publications, the newsletter's queued sign-ups, the
 * retention purges, the access-request and case reminders) start. A module of its own, imported only in
 * the Node.js runtime, so the edge build of instrumentation.ts sees none of its Node.js APIs.
 */
// Each module is imported after the settings are checked: one that reads a setting as it loads would
// otherwise fail first, without the message naming the variable.
export async function startServer(): Promise<void> {
  const { checkEnvOrExit } = await import("./check-env");
  checkEnvOrExit();
  const { serverEnv } = await import("../env");
  const env = serverEnv();
  const { startHeartbeat, thisInstance } = await import("./observability/heartbeat");
  // This process's name and build (its BUILD_ID read once), for the traces and the heartbeat.
  const me = thisInstance();
  // Traces only with a collector named: unset, the SDK is not even loaded (docs/deploy.md, Monitoring).
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import("./observability/tracing");
    startTracing({
      url: `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, "")}/v1/traces`,
      serviceName: env.OTEL_SERVICE_NAME,
      instance: me.instance,
    });
  }
  const { database } = await import("./db");
  const { FolderInUseError } = await import("./db/folder-lock");
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
  const { watchDatabase } = await import("./observability/metrics");
  watchDatabase(database);
  startHeartbeat(database, me);
  const { startDispatcher } = await import("./mail/dispatcher");
  const { recordCampaignRefusal } = await import("./newsletter/bounces");
  // A campaign's message refused for good marks its subscriber bouncing (the outbox knows nothing of campaigns).
  startDispatcher({ onRefused: recordCampaignRefusal });
  const { startJobs } = await import("./jobs");
  startJobs();
}
