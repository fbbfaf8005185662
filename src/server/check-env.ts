import { serverEnv } from "@/env";

/**
 * Validates the server settings when the server starts. A bad value prints
 * the message naming the variable and stops the process: Next.js would only
 * log a failed instrumentation hook and go on serving errors.
 */
export function checkEnvOrExit(): void {
  try {
    const env = serverEnv();
    const warning = mailDeliveryWarning(env);
    if (warning) console.warn(warning);
  } catch (error) {
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/**
 * Without SMTP_URL every e-mail (leads, reports) is written to a file and
 * reaches nobody: right for a first run on the embedded defaults, so not an
 * error, but said at every start so that a deployment cannot miss it.
 */
export function mailDeliveryWarning(env: { SMTP_URL?: string; DATA_DIR: string }): string | null {
  if (env.SMTP_URL) return null;
  return `[config] SMTP_URL is not set: e-mails to the staff and to visitors are written as files under ${env.DATA_DIR}/mail and delivered to nobody. Set SMTP_URL (docs/forms.md) on any site that visitors use.`;
}
