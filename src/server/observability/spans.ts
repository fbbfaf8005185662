import "server-only";
import { SpanStatusCode, trace, type Attributes } from "@opentelemetry/api";

const tracer = () => trace.getTracer("savannah-crest");

/**
 * Runs `work` inside a span named `name` (attributes: ids and counts only).
 * Without a registered provider (no OTEL_EXPORTER_OTLP_ENDPOINT) the API's
 * tracer is a no-op: nothing is recorded or sent.
 */
export function traced<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : "error" });
      throw error;
    } finally {
      span.end();
    }
  });
}
