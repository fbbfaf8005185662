import "server-only";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

/**
 * OpenTelemetry traces, started by instrumentation.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (unset, this module is never loaded and
 * the API's tracers are no-ops). Once a provider is registered, Next.js's own
 * spans (each request, its rendering, route handlers and fetches) reach it;
 * PostgreSQL queries add theirs (instrumentation-pg: the statement with its
 * placeholders, never the values), and each outbox send its own (./spans.ts).
 * The exporter posts OTLP over HTTP to `url` (the endpoint plus /v1/traces).
 */
export function startTracing({ url, serviceName, instance }: { url: string; serviceName: string; instance: string }) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName, "service.instance.id": instance }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  provider.register();
  const pg = new PgInstrumentation({ enhancedDatabaseReporting: false });
  pg.setTracerProvider(provider);
  pg.enable();
  return provider;
}
