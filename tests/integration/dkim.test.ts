import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetServerEnv, serverEnv } from "@/env";
import { dkimSigning } from "@/server/mail/dkim";
import type { OutboxRow } from "@/server/mail/outbox";
import { smtpTransport } from "@/server/mail/transport";
import { startSmtp } from "./helpers";

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnv();
});

const DOMAIN = "savannahcrest.example";
const SELECTOR = "mail2026";
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
/** The TXT record the operator publishes at mail2026._domainkey.savannahcrest.example (docs/deploy.md). */
const RECORD = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;

/** DNS as the receiving side would ask it: only the published record exists. */
async function resolver(name: string, type: string) {
  if (type === "TXT" && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[RECORD]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
}

const row = {
  id: 41,
  createdAt: new Date(),
  recipient: "sales@savannahcrest.example",
  sender: null,
  replyTo: "buyer@example.com",
  subject: "E-commerce Inquiry SCG-7Q2M",
  textBody: "Type: Buy\nProduct: Sesame\n",
  htmlBody: "<p>Type: Buy</p><p>Product: Sesame</p>",
  // A newsletter's one-click headers (RFC 8058), which must be signed for mail programs to offer the button.
  headers: {
    "List-Unsubscribe": "<https://www.savannahcrest.example/api/newsletter/unsubscribe?t=abc>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
} as unknown as OutboxRow;

async function sendThrough(dkim: ReturnType<typeof dkimSigning>) {
  const smtp = await startSmtp();
  const transport = smtpTransport(smtp.url, dkim);
  try {
    await transport.send(row, `Savannah Crest Group <no-reply@${DOMAIN}>`);
    return smtp.received[0]!.raw;
  } finally {
    transport.close();
    await smtp.close();
  }
}

describe("DKIM (src/server/mail/dkim.ts)", () => {
  it("signs every message with DKIM_* set, and the signature verifies against the published key (mailauth)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dkim-"));
    try {
      writeFileSync(join(dir, "dkim.pem"), PEM, { mode: 0o600 });
      vi.stubEnv("DKIM_DOMAIN", DOMAIN);
      vi.stubEnv("DKIM_SELECTOR", SELECTOR);
      vi.stubEnv("DKIM_PRIVATE_KEY_FILE", join(dir, "dkim.pem"));
      resetServerEnv();
      const raw = await sendThrough(dkimSigning(serverEnv()));
      const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
      expect(unfolded).toMatch(/^DKIM-Signature: .*d=savannahcrest\.example;.*s=mail2026;/m);
      expect(/^DKIM-Signature: .*\bh=([^;]+);/m.exec(unfolded)![1]!.replace(/\s/g, "").toLowerCase().split(":")).toEqual(
        expect.arrayContaining(["from", "subject", "list-unsubscribe", "list-unsubscribe-post"]),
      );
      const { results } = await dkimVerify(raw, { resolver });
      expect(results.map((result) => [result.signingDomain, result.status.result])).toEqual([[DOMAIN, "pass"]]);
      // The same message altered on its way fails: the signature covers the body.
      const altered = raw.replace("Sesame", "Cashew");
      const check = (await dkimVerify(altered, { resolver })).results[0]!.status;
      expect(check.result).not.toBe("pass");
      expect(check.comment).toMatch(/body hash did not verify/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("signs nothing when unset, and refuses settings that do not come together or a key that is none, naming the variable", async () => {
    expect(dkimSigning(serverEnv())).toBeNull();
    expect(await sendThrough(null)).not.toMatch(/^DKIM-Signature:/m);

    vi.stubEnv("DKIM_DOMAIN", DOMAIN);
    resetServerEnv();
    expect(() => serverEnv()).toThrow(/DKIM_SELECTOR: required.*DKIM_PRIVATE_KEY: give the key once/);
    vi.stubEnv("DKIM_SELECTOR", SELECTOR);
    vi.stubEnv("DKIM_PRIVATE_KEY", "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----");
    resetServerEnv();
    expect(() => dkimSigning(serverEnv())).toThrow("DKIM_PRIVATE_KEY: not a PEM private key");
    vi.stubEnv("DKIM_PRIVATE_KEY", "");
    vi.stubEnv("DKIM_PRIVATE_KEY_FILE", "/nonexistent/dkim.pem");
    resetServerEnv();
    expect(() => dkimSigning(serverEnv())).toThrow("DKIM_PRIVATE_KEY_FILE: cannot read /nonexistent/dkim.pem (ENOENT)");
  });
});
