import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { trace } from "@opentelemetry/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "@content/site";
import { contactSpec } from "@/forms/contact/server";
import { dispatchAll } from "@/server/mail/dispatcher";
import { smtpTransport } from "@/server/mail/transport";
import { startTracing } from "@/server/observability/tracing";
import { processForm } from "@/server/submissions/action";
import type { FormSpec } from "@/server/submissions/contract";
import { formData, testLimiter, useDatabaseAndSmtp } from "./helpers";

/** A stand-in OpenTelemetry collector: what the exporter posts to /v1/traces (OTLP, JSON over HTTP). */
let collector: Server;
const posted: { path: string; body: string }[] = [];
beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      posted.push({ path: request.url ?? "", body });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  trace.disable();
  await new Promise((resolve) => collector.close(resolve));
});

describe("traces (src/server/observability/tracing.ts), with a collector named", () => {
  const ctx = useDatabaseAndSmtp();

  it("sends a span per outbox send to the collector, with ids, never the message", async () => {
    const { port } = collector.address() as AddressInfo;
    const provider = startTracing({ url: `http://127.0.0.1:${port}/v1/traces`, serviceName: "savannah-crest-test", instance: "test:1" });
    const typed = { name: "Chidinma Trace", email: "chidinma@example.com", message: "Traced words about the Kaduna depot." };
    const answer = await processForm(contactSpec as FormSpec<object>, formData(typed), {
      database: ctx.db,
      limiter: testLimiter(ctx.db),
      clientKey: "203.0.113.5",
    });
    expect(answer.status).toBe("success");
    expect((await dispatchAll(ctx.db.db, smtpTransport(ctx.smtp.url), `Savannah Crest Group <${site.mailboxes.noReply}>`)).sent).toBe(1);
    await provider.forceFlush();
    await provider.shutdown();

    const bodies = posted.filter((post) => post.path === "/v1/traces").map((post) => post.body);
    expect(bodies.length).toBeGreaterThan(0);
    const all = bodies.join("\n");
    expect(all).toContain('"name":"outbox.send"');
    expect(all).toContain("savannah-crest-test");
    expect(all).toMatch(/"key":"outbox\.id","value":\{"intValue":"?\d+"?\}/);
    for (const word of ["Chidinma", "chidinma@example.com", "Kaduna"]) expect(all).not.toContain(word);
  });
});
