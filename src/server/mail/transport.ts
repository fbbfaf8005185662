import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type { OutboxRow } from "./outbox";

/** Sends one outbox row; throws on failure (see isPermanentFailure). */
export type MailTransport = { send(row: OutboxRow, from: string): Promise<void>; close(): void };

function message(row: OutboxRow, from: string) {
  return {
    from,
    to: row.recipient,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    headers: { ...(row.headers ?? {}), "X-Outbox-Id": String(row.id) },
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${from.split("@")[1]?.replace(/>$/, "") ?? "localhost"}>`,
  };
}

/** SMTP through nodemailer (`smtp://user:pass@host:port`, or smtps://). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(row, from) {
      await transporter.sendMail(message(row, from));
    },
    close: () => transporter.close(),
  };
}

/** No SMTP server: each message is written as an .eml file in `dir`. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const folder = resolve(dir);
  return {
    async send(row, from) {
      const info = await transporter.sendMail(message(row, from));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(join(folder, `${stamp}-${row.id}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

/**
 * A 5xx SMTP answer is a permanent rejection; 4xx answers, connection errors
 * and anything else are retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const e = error as Error & { code?: string; responseCode?: number; response?: string };
    return [e.responseCode, e.code, e.response ?? e.message].filter(Boolean).join(" ");
  }
  return String(error);
}
