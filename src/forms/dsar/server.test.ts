import { describe, expect, it } from "vitest";
import { dsarSpec } from "./server";

describe("what the privacy team reads first", () => {
  it("a data subject access request's subject says which kind it is", () => {
    const fields = {
      fullName: "Tunde Ade",
      email: "tunde@example.com",
      requestType: "deletion",
      details: "Please delete my data.",
    } as const;
    const [staff] = dsarSpec.mails(fields, "DS-7K3M9Q2X", new Date("2026-11-23T19:05:00Z"));
    expect(staff?.subject).toBe("Data subject access request (deletion): Tunde Ade [DS-7K3M9Q2X]");
  });
});
