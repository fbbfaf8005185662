import { describe, expect, it } from "vitest";
import { outboxValues } from "@/server/mail/outbox";
import { contactSpec } from "./server";

describe("headers of a queued e-mail", () => {
  it("lose the bidirectional overrides and isolates a visitor typed, so the subject reads as typed", () => {
    const typed = {
      name: "Ada\u202Efdp.exe \u2066Obi\u2069 \u202Aa\u202B\u202C\u202D",
      email: "ada\u202E@example.com",
      message: "Please call me back soon.",
    };
    const [row] = outboxValues(1, contactSpec.mails(typed, "CT-7K3M9Q2X", new Date()));
    expect(row?.subject).toMatch(/from Adafdp\.exe Obi a \[CT-7K3M9Q2X\]$/);
    expect(row?.replyTo).toBe("ada@example.com");
  });
});
