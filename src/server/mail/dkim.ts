import "server-only";
import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import type { ServerEnv } from "@/env";

/** nodemailer's `dkim` option: every message the transport sends is signed (relaxed/relaxed, rsa-sha256). */
export type DkimSigning = { domainName: string; keySelector: string; privateKey: string; headerFieldNames: string };

/**
 * The headers signed: nodemailer's default list (RFC 6376's), and
 * List-Unsubscribe-Post, which mail programs ask to be signed before they
 * offer one-click unsubscribe (RFC 8058; decision 053).
 */
const SIGNED_HEADERS = [
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding",
  "Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID",
  "In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post",
  "List-Owner:List-Archive",
].join(":");

/**
 * The DKIM settings as nodemailer takes them, or null when unset. The key is
 * read (from DKIM_PRIVATE_KEY_FILE) and parsed here, so that a missing file or
 * a key that is none stops the start with its name (checkEnvOrExit), not the
 * first message. env.ts has checked that the settings come together.
 */
export function dkimSigning(
  env: Pick<ServerEnv, "DKIM_DOMAIN" | "DKIM_SELECTOR" | "DKIM_PRIVATE_KEY" | "DKIM_PRIVATE_KEY_FILE">,
): DkimSigning | null {
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR) return null;
  let privateKey = env.DKIM_PRIVATE_KEY;
  if (!privateKey && env.DKIM_PRIVATE_KEY_FILE) {
    try {
      privateKey = readFileSync(env.DKIM_PRIVATE_KEY_FILE, "utf8");
    } catch (error) {
      throw new Error(
        `DKIM_PRIVATE_KEY_FILE: cannot read ${env.DKIM_PRIVATE_KEY_FILE} (${(error as NodeJS.ErrnoException).code ?? "error"})`,
      );
    }
  }
  const variable = env.DKIM_PRIVATE_KEY ? "DKIM_PRIVATE_KEY" : "DKIM_PRIVATE_KEY_FILE";
  let type: string | undefined;
  try {
    type = createPrivateKey(privateKey ?? "").asymmetricKeyType;
  } catch {
    throw new Error(`${variable}: not a PEM private key`);
  }
  // nodemailer signs rsa-sha256 only.
  if (type !== "rsa") throw new Error(`${variable}: an ${type} key; DKIM signs here with an RSA key (2048 bits)`);
  return {
    domainName: env.DKIM_DOMAIN.toLowerCase(),
    keySelector: env.DKIM_SELECTOR,
    privateKey: privateKey!,
    headerFieldNames: SIGNED_HEADERS,
  };
}
