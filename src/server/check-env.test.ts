import { describe, expect, it } from "vitest";
import { mailDeliveryWarning } from "./check-env";

describe("mail delivery warning at start-up", () => {
  it("says that mail reaches nobody when SMTP_URL is unset, and where it goes", () => {
    expect(mailDeliveryWarning({ DATA_DIR: "data" })).toContain("SMTP_URL is not set");
    expect(mailDeliveryWarning({ DATA_DIR: "data" })).toContain("data/mail");
  });
  it("says nothing once SMTP_URL is set", () => {
    expect(mailDeliveryWarning({ SMTP_URL: "smtp://mail.example.com:587", DATA_DIR: "data" })).toBeNull();
  });
});
