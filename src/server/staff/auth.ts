import "server-only";
import { randomBytes } from "node:crypto";
import type { GenericEndpointContext } from "@better-auth/core";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { deleteSessionCookie } from "better-auth/cookies";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { admin as adminWords } from "@content/admin";
import { isProduction, serverEnv } from "@/env";
import type { Database } from "../db/client";
import { staffAccounts, staffPasskeys, staffSessions, staffSettings, staffTwoFactors, staffUsers, staffVerifications } from "../db/schema";
import { AUTH_SECRET_MISSING } from "../check-env";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "../http/client-address";
import { siteIsHttps } from "../http/site-url";
import { staffOf } from "./accounts";
import { writeAudit } from "./audit-log";
import { queueAccountChange } from "./mails";
import { endSudo, inSudo } from "./sudo";
import { isUsed, markUsed, usedCodeOf, type CodeKind } from "./used-codes";

/**
 * better-auth over our own Drizzle database (no second database): e-mail and
 * password (hashed by the library), TOTP and recovery codes (twoFactor), and
 * passkeys. Nobody signs up: accounts are made by `npm run staff -- add` or
 * an administrator (src/server/staff/accounts.ts).
 *
 * Sessions (decision 124): every sign-in is the library's "don't remember me"
 * (rememberMe: false; the passkey ceremony sets the same cookie), so the
 * session cookie has no Max-Age and ends with the browser. On the server a
 * session expires 8 hours after its last use and at most SESSION_MAX_SECONDS
 * after sign-in: created with 8 hours (databaseHooks below), its expiresAt
 * slid forward on use by src/server/staff/session.ts (the library refreshes
 * no "don't remember me" session, and a server component could not rewrite
 * a cookie anyway); the library refuses and deletes an expired one. On https
 * the cookies carry the __Host- prefix (Secure, Path=/, no Domain).
 */
const SESSION_MAX_SECONDS = 24 * 60 * 60;
const SESSION_IDLE_SECONDS = 8 * 60 * 60;
const COOKIE_PREFIX = "sc-staff";

/** Whether a session last used at `updatedAt` has passed the 8 hours unused that end it. */
export function idleExpired(updatedAt: Date, now = Date.now()): boolean {
  return now - updatedAt.getTime() > SESSION_IDLE_SECONDS * 1000;
}

/** A session's expiry after a use at `now`: 8 hours on, but never past SESSION_MAX_SECONDS from its sign-in. */
export function slidExpiry(createdAt: Date, now = Date.now()): Date {
  return new Date(Math.min(now + SESSION_IDLE_SECONDS * 1000, sessionLatestEnd(createdAt).getTime()));
}

/** The latest a session signed in at `createdAt` can end. */
export function sessionLatestEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_MAX_SECONDS * 1000);
}

/** The library's code checks, with the kind of code each takes. */
const CODE_ENDPOINTS: Record<string, CodeKind> = {
  "/two-factor/verify-totp": "totp",
  "/two-factor/verify-backup-code": "recovery",
};
/** The error a code already used answers with (src/server/staff/sign-in.ts tells it apart). */
export const CODE_ALREADY_USED = "CODE_ALREADY_USED";
/** The twoFactor plugin's cookie naming the account half-way through a sign-in. */
const TWO_FACTOR_COOKIE = "two_factor";

/** The passkey endpoints that sign someone in; every other one works on the signed-in person's passkeys. */
const PASSKEY_SIGN_IN = new Set(["/passkey/generate-authenticate-options", "/passkey/verify-authentication"]);
/** Adding a passkey: only within the window the password opens (sudo.ts, decision 141). */
const PASSKEY_REGISTRATION = new Set(["/passkey/generate-register-options", "/passkey/verify-registration"]);
/** The error a registration without the password typed again answers with. */
const PASSWORD_REQUIRED = "PASSWORD_REQUIRED";
/** Passkey changes written to the audit log (a passkey is a way in). */
const PASSKEY_AUDITED: Record<string, string> = {
  "/passkey/verify-registration": "account.passkey.add",
  "/passkey/delete-passkey": "account.passkey.delete",
};

/**
 * AUTH_SECRET, else (PGlite, or outside production) a random one made once in
 * staff_settings, which every instance reads (decision 106). A stored one is
 * deleted once AUTH_SECRET holds the same value (moved out of the database,
 * docs/deploy.md); a different stored one is said at start, because the
 * second factors enrolled under it can no longer be read.
 */
async function authSecret(database: Database): Promise<string> {
  const configured = serverEnv().AUTH_SECRET;
  const stored = async () => (await database.db.select().from(staffSettings).where(eq(staffSettings.key, AUTH_SECRET_KEY)))[0]?.value;
  if (configured) {
    const previous = await stored();
    if (previous === configured) await database.db.delete(staffSettings).where(eq(staffSettings.key, AUTH_SECRET_KEY));
    else if (previous) console.warn(AUTH_SECRET_DIFFERS);
    return configured;
  }
  // Refused at start too (src/server/check-env.ts); this also stops `npm run staff` run beside such a site.
  if (serverEnv().DATABASE_URL && isProduction()) throw new Error(AUTH_SECRET_MISSING);
  await database.db
    .insert(staffSettings)
    .values({ key: AUTH_SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  return (await stored())!;
}

const AUTH_SECRET_KEY = "auth-secret";
const AUTH_SECRET_DIFFERS =
  "[config] The database holds a generated auth secret other than AUTH_SECRET: authenticators enrolled before AUTH_SECRET was set no longer work. Set AUTH_SECRET to the stored value, or send those accounts new set-up links (docs/deploy.md).";

function buildAuth(database: Database, secret: string, siteUrl: string) {
  const url = new URL(siteUrl);
  const https = siteIsHttps(siteUrl);

  /** The account a code is typed for: the session's (the set-up link), else the one the sign-in's two-factor cookie names. */
  async function pendingUserId(ctx: GenericEndpointContext): Promise<string | null> {
    const session = await getSessionFromCtx(ctx, { disableCookieCache: true, disableRefresh: true });
    if (session) return session.user.id;
    const identifier = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
    if (!identifier) return null;
    return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value ?? null;
  }
  const codeOf = (ctx: GenericEndpointContext) => ({
    code: String((ctx.body as { code?: unknown } | undefined)?.code ?? ""),
    secret: ctx.context.secret,
    secretConfig: ctx.context.secretConfig,
  });
  /** A code used before: audited (which account, from where) and refused with CODE_ALREADY_USED. */
  async function refuseUsedCode(ctx: GenericEndpointContext, userId: string, kind: CodeKind): Promise<never> {
    const staff = await staffOf(database, userId);
    const requestHeaders = ctx.headers ?? ctx.request?.headers;
    await writeAudit(database, {
      staff: null,
      action: "sign-in.code-reused",
      target: staff?.email,
      address: requestHeaders ? clientAddress(requestHeaders) : null,
      details: { factor: kind },
    });
    throw new APIError("UNAUTHORIZED", { code: CODE_ALREADY_USED, message: "This code has already been used." });
  }

  return betterAuth({
    appName: adminWords.appName,
    baseURL: url.origin,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [url.origin],
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
        passkey: staffPasskeys,
      },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128, autoSignIn: false },
    // expiresIn: a session's first 8 hours (the create hook below sets them for "don't remember me" ones too).
    session: { expiresIn: SESSION_IDLE_SECONDS, disableSessionRefresh: true, cookieCache: { enabled: false } },
    user: { changeEmail: { enabled: false }, deleteUser: { enabled: false } },
    advanced: {
      // On https, __Host- (RFC 6265bis: Secure, Path=/, no Domain; better-call enforces all three) rather than
      // the library's __Secure-, which useSecureCookies would put in front of it.
      cookiePrefix: https ? `__Host-${COOKIE_PREFIX}` : COOKIE_PREFIX,
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "strict", secure: https, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    databaseHooks: {
      session: {
        create: {
          // Whatever the way in (password, passkey), a disabled account gets no session.
          async before(session) {
            const [user] = await database.db
              .select({ disabledAt: staffUsers.disabledAt })
              .from(staffUsers)
              .where(eq(staffUsers.id, session.userId));
            if (!user || user.disabledAt) return false;
            // 8 hours, slid forward on use (session.ts); the library would give a "don't remember me" session a day.
            return { data: { ...session, expiresAt: new Date(Date.now() + SESSION_IDLE_SECONDS * 1000) } };
          },
        },
      },
    },
    hooks: {
      // The library's passkey endpoints accept any session it issued, even one the back office has ended
      // (8 hours unused, an unfinished set-up): adding, listing or removing a passkey needs the same live
      // session as every page (src/server/staff/session.ts), or an unattended browser could add a way in.
      before: createAuthMiddleware(async (ctx) => {
        const codeKind = CODE_ENDPOINTS[ctx.path];
        if (codeKind) {
          // A code this account has used already is refused before the library accepts it again.
          const userId = await pendingUserId(ctx);
          const used = userId ? await usedCodeOf(database, { userId, kind: codeKind, ...codeOf(ctx) }) : null;
          if (userId && used && (await isUsed(database, userId, used))) await refuseUsedCode(ctx, userId, codeKind);
          return;
        }
        if (!ctx.path.startsWith("/passkey/") || PASSKEY_SIGN_IN.has(ctx.path)) return;
        const session = await getSessionFromCtx(ctx, { disableCookieCache: true, disableRefresh: true });
        const live = session && !idleExpired(session.session.updatedAt) && (await staffOf(database, session.user.id, { active: true }));
        if (!live) throw new APIError("UNAUTHORIZED");
        // A session cookie alone (a stolen one) adds no passkey: the password must have been typed again in it.
        if (PASSKEY_REGISTRATION.has(ctx.path) && !(await inSudo(database, session.session.id, session.user.id)))
          throw new APIError("FORBIDDEN", { code: PASSWORD_REQUIRED, message: "Type your password again to add a passkey." });
      }),
      // Passkey sign-ins go through the library's own endpoint (/api/auth/passkey/…): audited here, with passkeys added and removed.
      after: createAuthMiddleware(async (ctx) => {
        const codeKind = CODE_ENDPOINTS[ctx.path];
        if (codeKind) {
          // Accepted: recorded as used. Two sign-ins racing with one code both reach here; the second to
          // record it loses its new session.
          if (isAPIError(ctx.context.returned)) return;
          const userId = ctx.context.newSession?.user.id ?? (await getSessionFromCtx(ctx, { disableRefresh: true }))?.user.id;
          const used = userId ? await usedCodeOf(database, { userId, kind: codeKind, ...codeOf(ctx) }) : null;
          if (!userId || !used || (await markUsed(database, userId, used))) return;
          const fresh = ctx.context.newSession;
          if (fresh) {
            await ctx.context.internalAdapter.deleteSession(fresh.session.token);
            deleteSessionCookie(ctx, true);
            ctx.context.setNewSession(null);
          }
          await refuseUsedCode(ctx, userId, codeKind);
        }
        if (ctx.path === "/passkey/generate-authenticate-options" && !isAPIError(ctx.context.returned)) {
          // The library's "don't remember me" cookie, as a password sign-in sets it: the session the
          // passkey then opens gets a cookie without Max-Age, ending with the browser.
          const dontRemember = ctx.context.authCookies.dontRememberToken;
          await ctx.setSignedCookie(dontRemember.name, "true", ctx.context.secret, dontRemember.attributes);
          return;
        }
        const changed = PASSKEY_AUDITED[ctx.path];
        if (changed) {
          if (isAPIError(ctx.context.returned)) return;
          const session = await getSessionFromCtx(ctx, { disableCookieCache: true, disableRefresh: true });
          const staff = session ? await staffOf(database, session.user.id) : null;
          const address = ctx.request ? clientAddress(ctx.request.headers) : null;
          await writeAudit(database, { staff, action: changed, target: staff?.email, address });
          if (ctx.path === "/passkey/verify-registration" && session && staff) {
            // One passkey per password typed; and the owner hears of every new way in.
            await endSudo(database, session.session.id);
            const added = ctx.context.returned as { name?: string | null } | undefined;
            await queueAccountChange(database, { email: staff.email, at: new Date(), change: "passkey", passkeyName: added?.name ?? "" });
          }
          return;
        }
        if (ctx.path !== "/passkey/verify-authentication") return;
        const address = ctx.request ? clientAddress(ctx.request.headers) : null;
        const userId = ctx.context.newSession?.user.id;
        const staff = userId ? await staffOf(database, userId) : null;
        await writeAudit(database, {
          staff,
          action: staff ? "sign-in.success" : "sign-in.failure",
          target: staff?.email,
          address,
          details: { factor: "passkey" },
        });
      }),
    },
    plugins: [
      twoFactor({ issuer: adminWords.appName, backupCodeOptions: { amount: 10, length: 10 } }),
      passkey({ rpID: url.hostname, rpName: adminWords.appName, origin: url.origin }),
      // Last: it copies the library's Set-Cookie headers onto the server action's response.
      nextCookies(),
    ],
  });
}

export type StaffAuth = ReturnType<typeof buildAuth>;

const KEY = Symbol.for("savannah-crest.staff-auth");
type Holder = { [KEY]?: WeakMap<Database, Promise<StaffAuth>> };

/** The back office's better-auth instance for a database (one per database per process). */
export function staffAuthFor(database: Database): Promise<StaffAuth> {
  const holder = globalThis as Holder;
  const map = (holder[KEY] ??= new WeakMap());
  let auth = map.get(database);
  if (!auth) {
    auth = authSecret(database).then((secret) => buildAuth(database, secret, serverEnv().SITE_URL));
    auth.catch(() => map.delete(database));
    map.set(database, auth);
  }
  return auth;
}
