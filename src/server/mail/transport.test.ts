import { describe, expect, it } from "vitest";
import { CLAIM_LEASE_MS } from "./outbox";
import { SMTP_TIMEOUTS, smtpOptions } from "./transport";

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
    expect(worst).toBeLessThan(CLAIM_LEASE_MS / 2);
    expect(smtpOptions("smtp://127.0.0.1:2525")).toMatchObject(SMTP_TIMEOUTS);
  });
});
