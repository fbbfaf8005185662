import "server-only";
import { createHMAC } from "@better-auth/utils/hmac";
import { createOTP } from "@better-auth/utils/otp";
import { constantTimeEqual, symmetricDecrypt, type SecretConfig } from "better-auth/crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffTwoFactors, staffUsedCodes } from "../db/schema";

/**
 * Each second-factor code is accepted once (RFC 6238 §5.2). better-auth checks
 * an authenticator code against the time steps around now but keeps no record
 * of the ones it accepted, so one code could complete two sign-ins; its
 * recovery codes it deletes once used. Here, per account and in the database
 * (every instance sees it): the time step of each authenticator code accepted,
 * until that step could no longer be accepted anyway, and a keyed hash of each
 * recovery code used, so that a second use is recognised and audited as such
 * (auth.ts's hooks around the library's two verify endpoints).
 */
export type CodeKind = "totp" | "recovery";

/** The twoFactor plugin's TOTP settings, which auth.ts leaves at the library's defaults: 30 s steps, 6 digits, one step either side. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;
/** How long a used recovery code is remembered (after it, a reuse is refused as a wrong code, no longer audited as a reuse). */
const RECOVERY_KEPT_DAYS = 365;

/** What is stored for a code: its time step (an authenticator's), or a keyed hash (a recovery code's), with when it can go. */
export type UsedCode = { kind: CodeKind; ref: string; expiresAt: Date };

/**
 * The stored form of `code` for the account, or null when it is no code the library would accept now
 * (a wrong one: the library refuses and counts it). The authenticator's step is found with the
 * library's own TOTP generator and its encrypted copy of the key.
 */
export async function usedCodeOf(
  database: Database,
  {
    userId,
    kind,
    code,
    secret,
    secretConfig,
  }: { userId: string; kind: CodeKind; code: string; secret: string; secretConfig: string | SecretConfig },
  now = Date.now(),
): Promise<UsedCode | null> {
  if (kind === "recovery") {
    const ref = await createHMAC("SHA-256", "base64urlnopad").sign(secret, `${userId}:${code}`);
    return { kind, ref, expiresAt: new Date(now + RECOVERY_KEPT_DAYS * 86_400_000) };
  }
  const [row] = await database.db
    .select({ secret: staffTwoFactors.secret })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId));
  if (!row) return null;
  const otp = createOTP(await symmetricDecrypt({ key: secretConfig, data: row.secret }), { period: PERIOD_SECONDS, digits: DIGITS });
  const current = Math.floor(now / (PERIOD_SECONDS * 1000));
  for (let step = current - WINDOW; step <= current + WINDOW; step += 1) {
    if (constantTimeEqual(await otp.hotp(step), code)) {
      // Accepted while the current step is within WINDOW of it.
      return { kind, ref: String(step), expiresAt: new Date((step + WINDOW + 1) * PERIOD_SECONDS * 1000) };
    }
  }
  return null;
}

/** Whether the account has used this code already. */
export async function isUsed(database: Database, userId: string, used: UsedCode, now = new Date()): Promise<boolean> {
  const rows = await database.db
    .select({ ref: staffUsedCodes.ref })
    .from(staffUsedCodes)
    .where(
      and(
        eq(staffUsedCodes.userId, userId),
        eq(staffUsedCodes.kind, used.kind),
        eq(staffUsedCodes.ref, used.ref),
        gt(staffUsedCodes.expiresAt, now),
      ),
    );
  return rows.length > 0;
}

/**
 * Records a code as used; false when it was already (another sign-in took it first). Entries that
 * can no longer matter are deleted on the way.
 */
export async function markUsed(database: Database, userId: string, used: UsedCode, now = new Date()): Promise<boolean> {
  await database.db.delete(staffUsedCodes).where(lt(staffUsedCodes.expiresAt, now));
  const inserted = await database.db
    .insert(staffUsedCodes)
    .values({ userId, kind: used.kind, ref: used.ref, expiresAt: used.expiresAt })
    .onConflictDoNothing()
    .returning({ ref: staffUsedCodes.ref });
  return inserted.length > 0;
}
