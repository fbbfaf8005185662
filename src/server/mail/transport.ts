import "server-only";
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import { errorSummary } from "../error-summary";
import { makePrivateDir } from "../private-dir";
import type { MailAttachment } from "./attachments";
import type { DkimSigning } from "./dkim";
import type { OutboxRow } from "./outbox";

/** Sends one outbox row; throws on failure (see isPermanentFailure). */
export type MailTransport = { send(row: OutboxRow, from: string, attachments?: MailAttachment[]): Promise<void>; close(): void };

function message(row: OutboxRow, from: string, attachments: MailAttachment[] = []) {
  return {
    // Dated when the visitor sent it, not when it left the outbox: after an
    // outage the staff see when the lead arrived.
    date: row.createdAt,
    // A team's answer shows the team's address (issue 42); the envelope keeps the site's own sender,
    // the one address the relay is known to accept, so bounces still come back where they always did.
    from: row.sender ?? from,
    ...(row.sender ? { envelope: { from, to: row.recipient } } : {}),
    to: row.recipient,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    headers: { ...(row.headers ?? {}), "X-Outbox-Id": String(row.id) },
    // An access request's export (issue 42), its bytes as uploaded.
    ...(attachments.length > 0 ? { attachments } : {}),
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${from.split("@")[1]?.replace(/>$/, "") ?? "localhost"}>`,
  };
}

/**
 * How long a connection, the server's greeting and a silent socket may take
 * (nodemailer's defaults are 2, 0.5 and 10 minutes): a stalled server ends
 * the send well inside the outbox's claim lease (OUTBOX_LEASE_MS, 2 minutes by default),
 * so no other sender claims a row that is still being sent.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** A mail server on this machine, where the connection never leaves it. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * nodemailer's options for SMTP_URL. A plain `smtp://` server elsewhere must
 * upgrade with STARTTLS (requireTLS): otherwise anyone on the path could
 * remove the server's offer of it and read the password and every message.
 * A relay that has no TLS on a private network opts out in the URL
 * (`?requireTLS=false`), which nodemailer reads over these options.
 */
export function smtpOptions(url: string) {
  const { protocol, hostname } = new URL(url);
  // pool: one connection (and one TLS handshake and login) carries the outbox's run of messages, not one each.
  return { url, pool: true, ...SMTP_TIMEOUTS, requireTLS: protocol === "smtp:" && !isLoopback(hostname) };
}

/** SMTP through nodemailer (`smtp://user:pass@host:port`, or smtps://); each message DKIM-signed when `dkim` is given. */
export function smtpTransport(url: string, dkim?: DkimSigning | null): MailTransport {
  const transporter = nodemailer.createTransport({ ...smtpOptions(url), ...(dkim ? { dkim } : {}) });
  return {
    async send(row, from, attachments) {
      await transporter.sendMail(message(row, from, attachments));
    },
    close: () => transporter.close(),
  };
}

/** The .eml files hold visitors' personal data and whistleblowing reports: readable by the site's own user only (in a private folder). */
const EML_FILE_MODE = 0o600;

/** No SMTP server: each message is written as an .eml file in `dir`. */
export function fileTransport(dir: string, dkim?: DkimSigning | null): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix", ...(dkim ? { dkim } : {}) });
  const folder = resolve(dir);
  return {
    async send(row, from, attachments) {
      const info = await transporter.sendMail(message(row, from, attachments));
      await makePrivateDir(folder);
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(join(folder, `${stamp}-${row.id}.eml`), info.message as Buffer, { mode: EML_FILE_MODE });
    },
    close: () => transporter.close(),
  };
}

/**
 * A permanent rejection is a 5xx answer to this message itself: to its
 * recipient (RCPT TO) or its content (DATA). A 5xx to our own login (AUTH:
 * a rotated password) or sender (MAIL FROM: a From the server does not
 * allow) says nothing about the message; it would fail every message alike
 * until the configuration is mended, so those, 4xx answers, connection
 * errors and anything else are retried. A stored recipient that the mail
 * library itself reads as no address, or refuses before sending, is
 * permanent too: no later try can deliver it.
 */
export function isPermanentFailure(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown; code?: unknown; message?: unknown } | null;
  // The stored address yields no recipient at all ("a(b@c.d", stored before the form's pattern refused it),
  // or one the library will not send to. An invalid sender is our configuration, so it is retried.
  if (e?.code === "EENVELOPE" && typeof e.message === "string" && /^(No recipients|Invalid recipient)/.test(e.message)) return true;
  const code = e?.responseCode;
  const command = typeof e?.command === "string" ? e.command.toUpperCase() : "";
  return typeof code === "number" && code >= 500 && code < 600 && (command === "RCPT TO" || command === "DATA");
}

/**
 * A temporary answer (4xx) to this message itself, to its recipient or its
 * content: the mailbox is there but will not take it now (full, or
 * greylisting). Not a lost connection or our own login, which say nothing
 * about one mailbox.
 */
export function isMailboxDeferral(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown } | null;
  const command = typeof e?.command === "string" ? e.command.toUpperCase() : "";
  return (
    typeof e?.responseCode === "number" && e.responseCode >= 400 && e.responseCode < 500 && (command === "RCPT TO" || command === "DATA")
  );
}

/** A send failure as stored in the outbox row and logged. */
export function describeError(error: unknown): string {
  const e = error as (Error & { code?: string; responseCode?: number; response?: string }) | null;
  // An SMTP answer: its code and text (the server's words, never our content).
  if (typeof e?.responseCode === "number") return [e.responseCode, e.code, e.response ?? e.message].filter(Boolean).join(" ");
  // Anything else (a lost connection, a failed query) the way every error of the submission path is logged.
  return errorSummary(error);
}
