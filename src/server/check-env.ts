import "server-only";
import { isProduction, serverEnv, siteUrlGiven } from "@/env";
import { clientAddressResolved } from "./http/client-address";
import { dkimSigning } from "./mail/dkim";

/**
 * Validates the server settings when the server starts. A bad value prints
 * the message naming the variable and stops the process: Next.js would only
 * log a failed instrumentation hook and go on serving errors.
 */
export function checkEnvOrExit(): void {
  try {
    const env = serverEnv();
    // A DKIM key file that is missing or no key stops the start, naming the variable.
    dkimSigning(env);
    const secrets = secretProblems(env, isProduction());
    for (const error of secrets.errors) console.error(error);
    if (secrets.errors.length) process.exit(1);
    const warnings = [
      ...secrets.warnings,
      ...mailWarnings(env, siteUrlGiven()),
      ...addressWarnings({
        resolved: clientAddressResolved(),
        hopsGiven: env.TRUSTED_PROXY_HOPS !== undefined,
        deployed: Boolean(env.SMTP_URL),
      }),
    ];
    for (const warning of warnings) console.warn(warning);
  } catch (error) {
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/**
 * Settings that are valid but lose mail or break its links, said at every
 * start so that a deployment cannot miss them (none is an error: the
 * embedded defaults are right for a first run).
 * - Without SMTP_URL every e-mail (leads, reports) is written to a file and
 *   reaches nobody.
 * - With SMTP_URL but no SITE_URL, the links that e-mails carry (newsletter
 *   confirmation, unsubscribe) point at the default, http://localhost:3000.
 * - A SITE_URL that is not https makes mail clients refuse one-click
 *   unsubscribe (RFC 8058) and the links look unsafe.
 */
export function mailWarnings(env: { SMTP_URL?: string; DATA_DIR: string; SITE_URL: string }, siteUrlGiven: boolean): string[] {
  if (!env.SMTP_URL) {
    return [
      `[config] SMTP_URL is not set: e-mails to the staff and to visitors are written as files under ${env.DATA_DIR}/mail and delivered to nobody. Set SMTP_URL (docs/forms.md) on any site that visitors use.`,
    ];
  }
  if (!siteUrlGiven) {
    return [
      `[config] SITE_URL is not set: the links in e-mails to visitors (confirm, unsubscribe) point at ${env.SITE_URL}. Set SITE_URL to the site's public address.`,
    ];
  }
  if (!env.SITE_URL.startsWith("https://")) {
    return [
      `[config] SITE_URL (${env.SITE_URL}) is not https: mail clients will not offer one-click unsubscribe, and the links in e-mails look unsafe.`,
    ];
  }
  return [];
}

/**
 * Settings that let the rate limits count the wrong address (decision 079).
 * - A server started without the site's runtime (plain `next start` or
 *   `next dev` instead of src/runtime/server.ts) counts X-Forwarded-For,
 *   which a visitor can set.
 * - A deployment (SMTP_URL set) that does not say how many reverse proxies
 *   stand in front of it counts each connection: behind a proxy, every
 *   visitor would share the proxy's address and one limit.
 */
export function addressWarnings({ resolved, hopsGiven, deployed }: { resolved: boolean; hopsGiven: boolean; deployed: boolean }): string[] {
  if (!resolved) {
    return [
      "[config] The server was started without src/runtime/server.ts (npm start runs it): the rate limits count the X-Forwarded-For header, which a visitor can set to anything.",
    ];
  }
  if (deployed && !hopsGiven) {
    return [
      "[config] TRUSTED_PROXY_HOPS is not set: the rate limits count the address of each connection. Behind a reverse proxy every visitor would share the proxy's address and one limit; set it to the number of proxies (docs/forms.md).",
    ];
  }
  return [];
}

export const RATE_LIMIT_SECRET_MISSING =
  "[config] RATE_LIMIT_SECRET is not set: instances sharing DATABASE_URL need the same secret (at least 16 characters) to count the whistleblowing form's rate limit together (docs/deploy.md).";
export const AUTH_SECRET_MISSING =
  "[config] AUTH_SECRET is not set: the back office keeps a generated key in the database, beside the authenticator (TOTP) keys and recovery codes it encrypts, so a copy of the database reads them. Set AUTH_SECRET (at least 32 characters, the same on every instance; docs/deploy.md).";

/**
 * Secrets a deployment must give itself (decisions 079 and 106). On
 * PostgreSQL (DATABASE_URL), where several instances share one database, a
 * production start without RATE_LIMIT_SECRET or AUTH_SECRET is refused:
 * instances need the same rate-limit key, and a generated AUTH_SECRET would
 * be kept in the database beside the secrets it encrypts. Outside production
 * that is a warning; on PGlite, without AUTH_SECRET, a production start warns
 * (one process, the key in the data folder next to the database).
 */
export function secretProblems(
  env: { DATABASE_URL?: string; RATE_LIMIT_SECRET?: string; AUTH_SECRET?: string },
  production: boolean,
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const onPostgres = Boolean(env.DATABASE_URL);
  if (onPostgres && !env.RATE_LIMIT_SECRET) (production ? errors : warnings).push(RATE_LIMIT_SECRET_MISSING);
  if (!env.AUTH_SECRET && (onPostgres || production)) (production && onPostgres ? errors : warnings).push(AUTH_SECRET_MISSING);
  return { errors, warnings };
}
