import { z } from "zod";

/**
 * The one place the application reads process.env. Server settings are parsed
 * once, on first use, and a bad value fails with a message naming the variable
 * (src/server/start.ts parses them when the server starts). What runs
 * before the application's code exists reads its own variables: next.config.ts
 * (NEXT_DIST_DIR), the runtime (src/runtime: PORT, BIND_ADDRESS, NEXT_DIST_DIR,
 * TRUSTED_PROXY_HOPS, TRUSTED_PROXIES, INSTANCE_NAME), the build (src/build) and
 * src/instrumentation.ts (NEXT_RUNTIME), with the defaults below; ESLint refuses
 * process.env anywhere else in src/.
 * Public (NEXT_PUBLIC_*) settings, inlined by Next.js at build time, are read
 * in ./public-env, which client components import.
 */
const ServerEnvObject = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Who is told when a team's mailbox refuses a message for good (src/server/mail/failure-alert.ts); unset: content's web mailbox. */
  MAIL_ALERTS_TO: z.email().optional(),
  SITE_URL: z.url().default("http://localhost:3000"),
  RATE_LIMIT_SECRET: z.string().min(16).optional(),
  /**
   * Signs the back office's session cookies and encrypts its TOTP secrets
   * (better-auth). Unset: a random secret made once and kept in the database
   * (table staff_settings), shared by every instance.
   */
  AUTH_SECRET: z.string().min(32).optional(),
  /**
   * How many reverse proxies stand in front of the site, each appending to
   * X-Forwarded-For; the rate limits count the address that many places from
   * the right (src/runtime/client-address.ts reads it too, before the app
   * starts). Unset: 0, the connection's own address.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  /**
   * Months a closed whistleblowing case is kept before the retention purge
   * deletes it with its attachments (src/server/whistleblowing/retention.ts).
   */
  // The privacy policy states the default (CASE_RETENTION_MONTHS in content/constants.ts, checked by src/lib/mdx-text.test.ts).
  WHISTLEBLOWING_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  /**
   * 1: an account may hold both `admin` and `ethics` (src/server/whistleblowing/officers.ts). Unset
   * or 0: refused, so that whoever manages the accounts cannot also read the reports (issue 41).
   */
  ALLOW_ADMIN_ETHICS: z.enum(["0", "1"]).default("0"),
  /**
   * Newsletter campaign messages handed to the outbox per minute (decision
   * 128), so a campaign never floods the mail server.
   */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  /**
   * How long a claimed outbox row is reserved for its sender before another
   * instance may retry it (src/server/mail/outbox.ts). Keep it above the SMTP
   * timeouts (50 s at worst); the multi-instance tests shorten it so a crash's
   * retry is not waited out for two minutes.
   */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(5_000).max(3_600_000).default(120_000),
  /** This instance's name in its log lines and on /admin/system; unset: host:port. */
  INSTANCE_NAME: z.string().min(1).max(100).optional(),
  /** Where the operator's backups land (docs/deploy.md): /admin/system shows the newest file's age; unset: not shown. */
  BACKUP_DIR: z.string().min(1).optional(),
  /**
   * DKIM (src/server/mail/dkim.ts): every message signed for DKIM_DOMAIN with the key published
   * under DKIM_SELECTOR._domainkey, its PEM in DKIM_PRIVATE_KEY or the file DKIM_PRIVATE_KEY_FILE.
   * All unset: not signed here (the relay may sign, docs/deploy.md).
   */
  DKIM_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, "must be a domain name")
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9._-]{0,61}[a-z0-9])?$/i, "must be a DNS label (letters, digits, dots, dashes)")
    .optional(),
  DKIM_PRIVATE_KEY: z.string().includes("PRIVATE KEY", { message: "must be a PEM private key" }).optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /**
   * An OpenTelemetry collector (OTLP over HTTP, e.g. http://127.0.0.1:4318): traces of the requests,
   * queries and outbox sends go there (src/server/observability/tracing.ts); unset, none are made.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The service's name in the traces. */
  OTEL_SERVICE_NAME: z.string().min(1).default("savannah-crest"),
  /** The build folder next.config.ts uses (tests and benchmarks build into their own). */
  NEXT_DIST_DIR: z.string().min(1).default(".next"),
});

/** DKIM's settings come together: a domain and selector without a key (or the reverse) would send unsigned mail unnoticed. */
const ServerEnvSchema = ServerEnvObject.superRefine((env, context) => {
  const keys = [env.DKIM_PRIVATE_KEY, env.DKIM_PRIVATE_KEY_FILE].filter(Boolean).length;
  const given = [env.DKIM_DOMAIN, env.DKIM_SELECTOR].filter(Boolean).length + keys;
  if (given === 0) return;
  if (!env.DKIM_DOMAIN) context.addIssue({ code: "custom", path: ["DKIM_DOMAIN"], message: "required with the other DKIM_ settings" });
  if (!env.DKIM_SELECTOR) context.addIssue({ code: "custom", path: ["DKIM_SELECTOR"], message: "required with the other DKIM_ settings" });
  if (keys !== 1)
    context.addIssue({
      code: "custom",
      path: ["DKIM_PRIVATE_KEY"],
      message: "give the key once: DKIM_PRIVATE_KEY (PEM) or DKIM_PRIVATE_KEY_FILE (its path), not both nor neither",
    });
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

function parse<T extends z.ZodType>(schema: T, values: Record<string, string | undefined>): z.infer<T> {
  // An empty variable means "unset".
  const cleaned = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment variable(s): ${problems}`);
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** Server-side settings; throws naming the bad variable. */
export function serverEnv(): ServerEnv {
  cached ??= parse(ServerEnvSchema, {
    PORT: process.env.PORT,
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    SMTP_URL: process.env.SMTP_URL,
    MAIL_FROM: process.env.MAIL_FROM,
    MAIL_ALERTS_TO: process.env.MAIL_ALERTS_TO,
    SITE_URL: process.env.SITE_URL,
    RATE_LIMIT_SECRET: process.env.RATE_LIMIT_SECRET,
    AUTH_SECRET: process.env.AUTH_SECRET,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
    WHISTLEBLOWING_RETENTION_MONTHS: process.env.WHISTLEBLOWING_RETENTION_MONTHS,
    ALLOW_ADMIN_ETHICS: process.env.ALLOW_ADMIN_ETHICS,
    NEWSLETTER_RATE_PER_MINUTE: process.env.NEWSLETTER_RATE_PER_MINUTE,
    OUTBOX_LEASE_MS: process.env.OUTBOX_LEASE_MS,
    INSTANCE_NAME: process.env.INSTANCE_NAME,
    BACKUP_DIR: process.env.BACKUP_DIR,
    OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
    OTEL_SERVICE_NAME: process.env.OTEL_SERVICE_NAME,
    DKIM_DOMAIN: process.env.DKIM_DOMAIN,
    DKIM_SELECTOR: process.env.DKIM_SELECTOR,
    DKIM_PRIVATE_KEY: process.env.DKIM_PRIVATE_KEY,
    DKIM_PRIVATE_KEY_FILE: process.env.DKIM_PRIVATE_KEY_FILE,
  });
  return cached;
}

/** NODE_ENV, which Next.js sets (and inlines): production under `npm start`, development under `npm run dev`. */
export function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}

export function isDevelopment(): boolean {
  return process.env.NODE_ENV === "development";
}

/** Whether SITE_URL was given (serverEnv() answers its default otherwise). */
export function siteUrlGiven(): boolean {
  return Boolean(process.env.SITE_URL);
}

/** True while `next build` prerenders pages (Next.js sets NEXT_PHASE): the build never opens the database. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** Forget the parsed server settings (tests change process.env between cases). */
export function resetServerEnv(): void {
  cached = undefined;
}
