import "server-only";
import { createCipheriv, createDecipheriv, randomBytes, randomInt, scrypt } from "node:crypto";
import * as openpgp from "openpgp";

/**
 * The whistleblowing cases' cryptography (decision 097, docs/whistleblowing.md), all of it done by
 * OpenPGP.js and Node's crypto (OpenSSL): nothing here invents a cipher or a format.
 *
 * - Each case has its own OpenPGP key pair (curve25519). The report, every message and every
 *   attachment is an OpenPGP message encrypted to the case's public key.
 * - The case's private key is stored only wrapped: an OpenPGP message to each ethics officer's public
 *   key, to the organisation's recovery public key, and to the reporter's receipt secret (a password).
 * - An officer's private key is stored encrypted under the officer's password (OpenPGP's S2K).
 * - The receipt (16 digits) goes through scrypt once: the first half of the output finds the case
 *   (stored), the second is the password of the receipt's copy of the case key (never stored).
 * - A key opened for a session (an officer's, a reporter's case key) is wrapped with AES-256-GCM under a
 *   random key that only the browser's cookie holds.
 */

export type PrivateKey = openpgp.PrivateKey;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/* ── Case keys and content ─────────────────────────────────────────────────────────────────────── */

/** A new case key pair: the armored public key (stored) and the private key (in memory only, then wrapped). */
export async function newCaseKeyPair(reference: string): Promise<{ publicKey: string; privateKey: PrivateKey }> {
  const { publicKey, privateKey } = await openpgp.generateKey({
    type: "curve25519",
    userIDs: [{ name: `Savannah Crest case ${reference}` }],
    format: "object",
  });
  return { publicKey: publicKey.armor(), privateKey };
}

/** Encrypts bytes or text to a case's (or any) armored public key: an OpenPGP message, binary. */
export async function encryptTo(publicKeyArmored: string, data: Uint8Array | string): Promise<Uint8Array> {
  const encryptionKeys = await openpgp.readKey({ armoredKey: publicKeyArmored });
  const message = await openpgp.createMessage({ binary: typeof data === "string" ? encoder.encode(data) : data });
  return openpgp.encrypt({ message, encryptionKeys, format: "binary" });
}

/** Decrypts an OpenPGP message with a private key (a case's). Throws when the key does not open it. */
export async function decryptWith(privateKey: PrivateKey, sealed: Uint8Array): Promise<Uint8Array> {
  const message = await openpgp.readMessage({ binaryMessage: sealed });
  const { data } = await openpgp.decrypt({ message, decryptionKeys: privateKey, format: "binary" });
  return data;
}

export async function decryptText(privateKey: PrivateKey, sealed: Uint8Array): Promise<string> {
  return decoder.decode(await decryptWith(privateKey, sealed));
}

export async function encryptJson(publicKeyArmored: string, value: unknown): Promise<Uint8Array> {
  return encryptTo(publicKeyArmored, JSON.stringify(value));
}

export async function decryptJson<T>(privateKey: PrivateKey, sealed: Uint8Array): Promise<T> {
  return JSON.parse(await decryptText(privateKey, sealed)) as T;
}

/** The case's private key wrapped for a holder: to a public key (an officer's, the recovery key) or to a secret. */
export async function wrapCaseKey(caseKey: PrivateKey, to: { publicKey: string } | { secret: string }): Promise<Uint8Array> {
  const message = await openpgp.createMessage({ binary: caseKey.write() });
  if ("publicKey" in to)
    return openpgp.encrypt({ message, encryptionKeys: await openpgp.readKey({ armoredKey: to.publicKey }), format: "binary" });
  return openpgp.encrypt({ message, passwords: [to.secret], format: "binary" });
}

/** Opens a wrapped case key with the holder's private key or secret. Throws when it does not open. */
export async function unwrapCaseKey(wrapped: Uint8Array, using: { privateKey: PrivateKey } | { secret: string }): Promise<PrivateKey> {
  const message = await openpgp.readMessage({ binaryMessage: wrapped });
  const { data } = await openpgp.decrypt({
    message,
    ...("privateKey" in using ? { decryptionKeys: using.privateKey } : { passwords: [using.secret] }),
    format: "binary",
  });
  return openpgp.readPrivateKey({ binaryKey: data });
}

/* ── Officer and recovery keys ─────────────────────────────────────────────────────────────────── */

export type StoredKeyPair = { publicKey: string; privateKey: string; fingerprint: string };

/** An officer's key pair, the private key armored and encrypted under the officer's password. */
export async function newOfficerKeyPair(name: string, password: string): Promise<StoredKeyPair> {
  const { publicKey, privateKey } = await openpgp.generateKey({
    type: "curve25519",
    userIDs: [{ name: `Savannah Crest ethics officer ${name}` }],
    passphrase: password,
    format: "object",
  });
  return { publicKey: publicKey.armor(), privateKey: privateKey.armor(), fingerprint: publicKey.getFingerprint() };
}

/** Opens an officer's stored private key with the password. Throws on a wrong password. */
export async function openOfficerKey(privateKeyArmored: string, password: string): Promise<PrivateKey> {
  const privateKey = await openpgp.readPrivateKey({ armoredKey: privateKeyArmored });
  return openpgp.decryptKey({ privateKey, passphrase: password });
}

/** The same private key under a new password (a password change). Throws when the old one is wrong. */
export async function reencryptOfficerKey(privateKeyArmored: string, oldPassword: string, newPassword: string): Promise<string> {
  const opened = await openOfficerKey(privateKeyArmored, oldPassword);
  const locked = await openpgp.encryptKey({ privateKey: opened, passphrase: newPassword });
  return locked.armor();
}

/**
 * The organisation's recovery key pair, made once at set-up: the public key is stored, the private key
 * (armored, not encrypted: it is printed and kept offline, in a safe) is shown once and never stored.
 */
export async function newRecoveryKeyPair(): Promise<StoredKeyPair> {
  const { publicKey, privateKey } = await openpgp.generateKey({
    type: "curve25519",
    userIDs: [{ name: "Savannah Crest ethics recovery key" }],
    format: "object",
  });
  return { publicKey: publicKey.armor(), privateKey: privateKey.armor(), fingerprint: publicKey.getFingerprint() };
}

/** Reads a printed recovery private key (armored). Throws when it is not an unencrypted private key. */
export async function readRecoveryKey(armored: string): Promise<PrivateKey> {
  const key = await openpgp.readPrivateKey({ armoredKey: armored.trim() });
  if (!key.isDecrypted()) throw new Error("the recovery key must be the printed, unencrypted private key");
  return key;
}

/** A cleartext-signed OpenPGP message of `text` (the recovery key's confirmation of an officer). */
export async function signStatement(privateKey: PrivateKey, text: string): Promise<string> {
  const message = await openpgp.createCleartextMessage({ text });
  return openpgp.sign({ message, signingKeys: privateKey });
}

/** The text of a cleartext-signed message when `publicKeyArmored` made a valid signature on it, else null. */
export async function verifyStatement(publicKeyArmored: string, armored: string): Promise<string | null> {
  try {
    const verificationKeys = await openpgp.readKey({ armoredKey: publicKeyArmored });
    const message = await openpgp.readCleartextMessage({ cleartextMessage: armored });
    const { data, signatures } = await openpgp.verify({ message, verificationKeys });
    if (signatures.length === 0) return null;
    await signatures[0]!.verified;
    return data;
  } catch {
    return null;
  }
}

export async function fingerprintOf(publicKeyArmored: string): Promise<string> {
  return (await openpgp.readKey({ armoredKey: publicKeyArmored })).getFingerprint();
}

/** A private key as bytes (to wrap it for a session) and back. */
export function privateKeyBytes(key: PrivateKey): Uint8Array {
  return key.write();
}
export async function privateKeyFromBytes(bytes: Uint8Array): Promise<PrivateKey> {
  return openpgp.readPrivateKey({ binaryKey: bytes });
}

/* ── Receipts ──────────────────────────────────────────────────────────────────────────────────── */

const RECEIPT_DIGITS = 16;

/** 16 random digits (about 53 bits), from the OS's generator. */
export function newReceipt(): string {
  let digits = "";
  for (let i = 0; i < RECEIPT_DIGITS; i++) digits += String(randomInt(10));
  return digits;
}

/** "1234 5678 9012 3456": how it is shown. */
export function formatReceipt(receipt: string): string {
  return receipt.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** A typed receipt's 16 digits (spaces and dashes allowed between them), else null: the wrong shape. */
export function parseReceipt(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{16}$/.test(digits) ? digits : null;
}

/** scrypt cost: N = 2^15, r = 8 (32 MiB, about a tenth of a second here): each check is slow by construction. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

/**
 * The receipt through scrypt with the site's receipt salt (ethics_settings): `lookup` (hex, stored, finds
 * the case) and `secret` (hex, never stored, the password of the receipt's copy of the case key).
 */
export function receiptSecrets(receipt: string, salt: string): Promise<{ lookup: string; secret: string }> {
  return new Promise((resolve, reject) =>
    scrypt(receipt, salt, 64, SCRYPT, (error, key) => {
      if (error) reject(error);
      else resolve({ lookup: key.subarray(0, 32).toString("hex"), secret: key.subarray(32).toString("hex") });
    }),
  );
}

export function newSalt(): string {
  return randomBytes(32).toString("hex");
}

/* ── Session wrapping ──────────────────────────────────────────────────────────────────────────── */

/** A random session key (base64url), the half that lives only in the browser's cookie. */
export function newSessionKey(): string {
  return randomBytes(32).toString("base64url");
}

/** AES-256-GCM under a session key: iv (12) ‖ tag (16) ‖ ciphertext. */
export function sealWithSessionKey(sessionKey: string, plain: Uint8Array): Uint8Array {
  const key = Buffer.from(sessionKey, "base64url");
  if (key.length !== 32) throw new Error("a session key is 32 bytes");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), body]));
}

/** Opens what sealWithSessionKey sealed; throws when the key is not the one (or the bytes were changed). */
export function openWithSessionKey(sessionKey: string, sealed: Uint8Array): Uint8Array {
  const key = Buffer.from(sessionKey, "base64url");
  if (key.length !== 32) throw new Error("a session key is 32 bytes");
  const bytes = Buffer.from(sealed);
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]));
}
