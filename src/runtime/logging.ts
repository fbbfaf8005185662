// Structured logs: every line the process writes through `console` becomes
// one JSON object (pino) with level, time, msg, the instance and, inside a
// request, the request's id. The application keeps calling console.info /
// warn / error (its lines are counts and codes, never what a visitor typed);
// this runtime routes them, and Next.js's own (an error with its digest), to
// the logger, so the id on a line matches the id nginx logged and sent
// (X-Request-Id) and the digest a failed page showed.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { hostname } from "node:os";
import { format, stripVTControlCharacters } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import { maskAddresses, maskRefusedValues } from "../lib/mask-addresses.ts";
import { REQUEST_ID_HEADER } from "../lib/runtime-contract.ts";

const requestIds = new AsyncLocalStorage<string>();

/** nginx's $request_id is 32 hex digits; any id of letters, digits and dashes up to 64 is taken from a trusted proxy. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The request's id: the one the trusted proxy sent (`fromProxy`), else a new
 * one; set on the request (for Next.js) and the response (for whoever reports
 * a failure), and runs `handle` with it, so every line logged meanwhile carries it.
 */
export function withRequestId<T>(request: IncomingMessage, response: ServerResponse, fromProxy: boolean, handle: () => T): T {
  const sent = request.headers[REQUEST_ID_HEADER];
  const id = fromProxy && typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomBytes(16).toString("hex");
  request.headers[REQUEST_ID_HEADER] = id;
  if (!response.headersSent) response.setHeader("X-Request-Id", id);
  return requestIds.run(id, handle);
}

/**
 * A failed query's error (drizzle's DrizzleQueryError) names the query's values
 * on a `params:` line, which may run over several lines (a textarea's): the
 * visitor's fields. Dropped up to the stack's first frame, as errorSummary
 * (src/server/error-summary.ts) drops them from the application's own lines.
 */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, "");
const redacted = (text: string) => maskRefusedValues(maskAddresses(withoutParams(text)));

type ErrorFields = { type: string; message: string; code?: string; digest?: string; stack?: string; cause?: ErrorFields };

/**
 * An error as logged: its kind, message, code, Next.js's digest, stack and
 * cause (a failed query's says why: "permission denied for table …"). Not
 * its other fields: PostgreSQL's `detail` names the values of a refused row
 * ("Key (email)=(…) already exists").
 */
function errorFields(error: Error & { code?: unknown; digest?: unknown }, depth = 0): ErrorFields {
  const cause = error.cause;
  return {
    type: error.name,
    message: redacted(error.message),
    ...(typeof error.code === "string" ? { code: error.code } : {}),
    ...(typeof error.digest === "string" ? { digest: error.digest } : {}),
    ...(error.stack ? { stack: redacted(error.stack) } : {}),
    // Three causes deep at most: a cycle (an error its own cause) must not hang the logger.
    ...(cause instanceof Error && depth < 3 ? { cause: errorFields(cause, depth + 1) } : {}),
  };
}

/** The name this process logs as: INSTANCE_NAME, else host:port. */
export function instanceName(port: number | string): string {
  return process.env.INSTANCE_NAME || `${hostname()}:${port}`;
}

/** The process's logger, one JSON line per call, to `destination` (stdout by default). */
export function createLogger(instance: string, destination?: DestinationStream): Logger {
  return pino(
    {
      base: { instance },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // `err` is errorFields' already (pino's own serializer would re-read it as an error and name its type "Object").
      serializers: { err: (fields: unknown) => fields },
      mixin: () => {
        const id = requestIds.getStore();
        return id ? { request_id: id } : {};
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

type Level = "debug" | "info" | "warn" | "error";
const CONSOLE: [keyof Console, Level][] = [
  ["debug", "debug"],
  ["log", "info"],
  ["info", "info"],
  ["warn", "warn"],
  ["error", "error"],
];

/**
 * Routes console.debug/log/info/warn/error to `logger`: the first error
 * among the arguments becomes the line's `err`, the rest its message (colour
 * codes removed). Answers a function that puts console back.
 */
export function routeConsole(logger: Logger): () => void {
  const saved = CONSOLE.map(([method]) => [method, console[method]] as const);
  for (const [method, level] of CONSOLE) {
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = error ? args.filter((arg) => arg !== error) : args;
      const msg = redacted(stripVTControlCharacters(format(...rest)).trim() || error?.message || "");
      if (error) logger[level]({ err: errorFields(error) }, msg);
      else logger[level](msg);
    };
  }
  return () => {
    for (const [method, original] of saved) (console as unknown as Record<string, unknown>)[method] = original;
  };
}
