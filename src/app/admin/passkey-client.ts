"use client";

import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";

/** The browser side of the passkey ceremonies (WebAuthn), against /api/auth/passkey/… on this site. */
export const passkeyAuth = createAuthClient({ basePath: "/api/auth", plugins: [passkeyClient()] });
