import { serverEnv } from "@/env";

/**
 * Validates the server settings when the server starts. A bad value prints
 * the message naming the variable and stops the process: Next.js would only
 * log a failed instrumentation hook and go on serving errors.
 */
export function checkEnvOrExit(): void {
  try {
    serverEnv();
  } catch (error) {
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
