import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** The back office's accounts, sessions, second factors, roles and audit log (src/server/staff). */

/* ──────────────────────────────────────────────────────────────────────────
 * Back office (issue 30): staff accounts. The first six tables are
 * better-auth's (user, session, account, verification, twoFactor, passkey:
 * its field names, our table names; src/server/staff/auth.ts maps them);
 * the rest are ours. No foreign keys (drizzle-kit writes them schema-qualified
 * and the tests run each file in its own schema): accounts are disabled,
 * never deleted, and src/server/staff/accounts.ts deletes a user's rows itself.
 * ────────────────────────────────────────────────────────────────────────── */

const staffTimestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const staffUsers = pgTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Stored lower case. */
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** twoFactor plugin: set once the person has confirmed a TOTP code; until then the account cannot use /admin. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** Ours: a disabled account is never signed in (src/server/staff/session.ts). */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /** Ours: consecutive wrong passwords; the tenth locks the account (src/server/staff/sign-in.ts). */
  failedSignIns: integer("failed_sign_ins").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  ...staffTimestamps,
});

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id").notNull(),
    ...staffTimestamps,
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The library's password hash (scrypt). */
    password: text("password"),
    ...staffTimestamps,
  },
  (t) => [index("staff_accounts_user_idx").on(t.userId)],
);

export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...staffTimestamps,
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    /** Encrypted by the library with the auth secret. */
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id").notNull(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("staff_two_factors_user_idx").on(t.userId), index("staff_two_factors_secret_idx").on(t.secret)],
);

export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id").notNull(),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }),
    aaguid: text("aaguid"),
  },
  (t) => [index("staff_passkeys_user_idx").on(t.userId), index("staff_passkeys_credential_idx").on(t.credentialID)],
);

/** Which roles (src/server/staff/roles.ts) each account holds. */
export const staffRoles = pgTable(
  "staff_roles",
  {
    userId: text("user_id").notNull(),
    role: text("role").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** One-time set-up links (24 h, single use): only the SHA-256 of the token is stored. */
export const staffSetupLinks = pgTable(
  "staff_setup_links",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    userId: text("user_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_setup_links_user_idx").on(t.userId)],
);

/**
 * Wrong passwords typed for addresses that are no account's, counted like an
 * account's (staff_users.failed_sign_ins) so that the tenth locks them too and
 * sign-in answers alike whether the address exists (src/server/staff/sign-in.ts).
 * Keyed by a keyed hash of the address, never the address itself.
 */
export const staffUnknownSignIns = pgTable(
  "staff_unknown_sign_ins",
  {
    addressKey: text("address_key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_unknown_sign_ins_updated_idx").on(t.updatedAt)],
);

/**
 * Second-factor codes already accepted, so that each is accepted once (RFC 6238
 * §5.2), on every instance: an authenticator's time step, or a recovery code's
 * keyed hash, per account, until it could no longer be accepted anyway.
 */
export const staffUsedCodes = pgTable(
  "staff_used_codes",
  {
    userId: text("user_id").notNull(),
    /** "totp" (ref: the time step) or "recovery" (ref: a keyed hash of the code). */
    kind: text("kind").notNull(),
    ref: text("ref").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.ref] }), index("staff_used_codes_expires_idx").on(t.expiresAt)],
);

/** Settings the back office keeps in the database: the auth secret when AUTH_SECRET is unset, shared by every instance. */
export const staffSettings = pgTable("staff_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The audit log: append only (a trigger in the migration refuses UPDATE and
 * DELETE). Who (an id and the e-mail at the time, so a later rename changes
 * nothing), what, on which target, from which address (as the rate limiter
 * counts it), and a few plain details; never a submission's content.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: text("staff_id"),
    staffEmail: text("staff_email"),
    action: text("action").notNull(),
    target: text("target"),
    address: text("address"),
    details: jsonb("details").$type<Record<string, string | number | boolean>>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
    index("audit_log_staff_at_idx").on(t.staffId, t.at),
  ],
);
