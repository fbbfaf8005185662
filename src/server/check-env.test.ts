import { describe, expect, it } from "vitest";
import { addressWarnings, mailWarnings } from "./check-env";

const local = { DATA_DIR: "data", SITE_URL: "http://localhost:3000" };
const smtp = "smtp://mail.example.com:587";

describe("mail warnings at start-up", () => {
  it("says that mail reaches nobody when SMTP_URL is unset, and where it goes", () => {
    const [warning] = mailWarnings(local, false);
    expect(warning).toContain("SMTP_URL is not set");
    expect(warning).toContain("data/mail");
  });
  it("says that links in e-mails point at localhost when SMTP_URL is set but SITE_URL is not", () => {
    expect(mailWarnings({ ...local, SMTP_URL: smtp }, false)).toEqual([expect.stringContaining("SITE_URL is not set")]);
  });
  it("says that a SITE_URL without https loses one-click unsubscribe", () => {
    expect(mailWarnings({ ...local, SMTP_URL: smtp, SITE_URL: "http://www.example.com" }, true)).toEqual([
      expect.stringContaining("is not https"),
    ]);
  });
  it("says nothing once SMTP_URL and an https SITE_URL are set", () => {
    expect(mailWarnings({ ...local, SMTP_URL: smtp, SITE_URL: "https://www.example.com" }, true)).toEqual([]);
  });
});

describe("client-address warnings at start-up", () => {
  it("says that a server started without the preload counts a header visitors can set", () => {
    expect(addressWarnings({ preloaded: false, hopsGiven: true, deployed: true })).toEqual([
      expect.stringContaining("X-Forwarded-For header, which a visitor can set"),
    ]);
  });
  it("asks a deployment to say how many proxies stand in front of it", () => {
    expect(addressWarnings({ preloaded: true, hopsGiven: false, deployed: true })).toEqual([
      expect.stringContaining("TRUSTED_PROXY_HOPS is not set"),
    ]);
  });
  it("says nothing on a first run, or once the count is given", () => {
    expect(addressWarnings({ preloaded: true, hopsGiven: false, deployed: false })).toEqual([]);
    expect(addressWarnings({ preloaded: true, hopsGiven: true, deployed: true })).toEqual([]);
  });
});
