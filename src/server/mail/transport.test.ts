import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { claimLeaseMs, type OutboxRow } from "./outbox";
import { SMTP_TIMEOUTS, fileTransport, smtpOptions, smtpTransport } from "./transport";

const row = {
  id: 7,
  createdAt: new Date("2026-11-23T19:05:00Z"),
  recipient: "ethics@savannahcrest.example",
  replyTo: null,
  subject: "Whistleblowing report [WB-7K3M9Q2X]",
  textBody: "A report",
  htmlBody: "<p>A report</p>",
  headers: null,
} as OutboxRow;

describe("the SMTP connection's options", () => {
  it("a plain smtp:// server elsewhere must upgrade to TLS before the password or a message is sent", () => {
    expect(smtpOptions("smtp://site:secret@mail.example.com:587")).toMatchObject({ requireTLS: true });
    expect(smtpOptions("smtp://192.0.2.25:25")).toMatchObject({ requireTLS: true });
  });

  it("a server on this machine, or one reached over TLS from the start (smtps://), is not asked to upgrade", () => {
    for (const url of ["smtp://127.0.0.1:2525", "smtp://localhost:25", "smtp://[::1]:25", "smtps://mail.example.com:465"]) {
      expect(smtpOptions(url), url).toMatchObject({ requireTLS: false, url });
    }
  });

  it("a stalled server ends the send well inside the outbox lease, so no other sender claims a row still being sent", () => {
    const worst = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    // The default lease (OUTBOX_LEASE_MS unset).
    expect(worst).toBeLessThan(claimLeaseMs() / 2);
    expect(smtpOptions("smtp://127.0.0.1:2525")).toMatchObject(SMTP_TIMEOUTS);
  });
});

describe("the SMTP transport", () => {
  it("sends a run of messages over one connection", async () => {
    let connections = 0;
    let messages = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onConnect: (_session, callback) => (connections++, callback()),
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on("end", () => (messages++, callback()));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      for (let id = 1; id <= 3; id++) await transport.send({ ...row, id }, "no-reply@savannahcrest.example");
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(messages).toBe(3);
    expect(connections).toBe(1);
  });
});

describe("the .eml files written without an SMTP server", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("are readable by the site's own user only, in a folder only it can open", async () => {
    root = mkdtempSync(join(tmpdir(), "site-eml-"));
    const folder = join(root, "mail");
    const transport = fileTransport(folder);
    await transport.send(row, "no-reply@savannahcrest.example");
    transport.close();
    const [file] = readdirSync(folder);
    expect(statSync(join(folder, file!)).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it("narrow a folder an earlier version left open to everyone", async () => {
    root = mkdtempSync(join(tmpdir(), "site-eml-"));
    const folder = join(root, "mail");
    mkdirSync(folder);
    // chmod, not mkdir's mode: an earlier test's makePrivateDir set this process's umask to 077.
    chmodSync(folder, 0o755);
    const transport = fileTransport(folder);
    await transport.send(row, "no-reply@savannahcrest.example");
    transport.close();
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });
});
