import { describe, expect, it } from "vitest";
import { AUTH_SECRET_MISSING, RATE_LIMIT_SECRET_MISSING, addressWarnings, mailWarnings, secretProblems } from "./check-env";

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
  it("says that a server started without the runtime counts a header visitors can set", () => {
    expect(addressWarnings({ resolved: false, hopsGiven: true, deployed: true })).toEqual([
      expect.stringContaining("X-Forwarded-For header, which a visitor can set"),
    ]);
  });
  it("asks a deployment to say how many proxies stand in front of it", () => {
    expect(addressWarnings({ resolved: true, hopsGiven: false, deployed: true })).toEqual([
      expect.stringContaining("TRUSTED_PROXY_HOPS is not set"),
    ]);
  });
  it("says nothing on a first run, or once the count is given", () => {
    expect(addressWarnings({ resolved: true, hopsGiven: false, deployed: false })).toEqual([]);
    expect(addressWarnings({ resolved: true, hopsGiven: true, deployed: true })).toEqual([]);
  });
});

describe("secrets a deployment must give itself", () => {
  const postgres = { DATABASE_URL: "postgres://db.example.com/site" };
  const both = { RATE_LIMIT_SECRET: "r".repeat(16), AUTH_SECRET: "a".repeat(32) };
  it("a production start on PostgreSQL without RATE_LIMIT_SECRET or AUTH_SECRET is refused, naming each", () => {
    expect(secretProblems(postgres, true)).toEqual({ errors: [RATE_LIMIT_SECRET_MISSING, AUTH_SECRET_MISSING], warnings: [] });
    expect(secretProblems({ ...postgres, RATE_LIMIT_SECRET: both.RATE_LIMIT_SECRET }, true).errors).toEqual([AUTH_SECRET_MISSING]);
    expect(AUTH_SECRET_MISSING).toContain("beside the authenticator (TOTP) keys");
  });
  it("outside production, or on PGlite, it is a warning; a PGlite development start says nothing", () => {
    expect(secretProblems(postgres, false)).toEqual({ errors: [], warnings: [RATE_LIMIT_SECRET_MISSING, AUTH_SECRET_MISSING] });
    expect(secretProblems({}, true)).toEqual({ errors: [], warnings: [AUTH_SECRET_MISSING] });
    expect(secretProblems({}, false)).toEqual({ errors: [], warnings: [] });
  });
  it("says nothing once both are set", () => {
    expect(secretProblems({ ...postgres, ...both }, true)).toEqual({ errors: [], warnings: [] });
  });
});
