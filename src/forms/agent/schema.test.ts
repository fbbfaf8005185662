import { describe, expect, it } from "vitest";
import { agentForm as copy } from "@content/forms";
import { AgentSchema } from "./schema";

const base = { fullName: "Halima Bello", email: "halima@example.com" };
const parsePhone = (phoneNumber: string) => {
  const result = AgentSchema.safeParse({ ...base, phoneNumber });
  return result.success ? { value: result.data.phoneNumber } : { errors: result.error.issues.map((issue) => issue.message) };
};

describe("the agent's phone number", () => {
  it("takes a number as people write it and keeps its digits (and a leading + for the country code)", () => {
    expect(parsePhone("0803 123 4567")).toEqual({ value: "08031234567" });
    expect(parsePhone("0803-123-4567")).toEqual({ value: "08031234567" });
    expect(parsePhone("+234 (803) 123.4567")).toEqual({ value: "+2348031234567" });
  });

  it("refuses anything else that is not a digit with the spec's message", () => {
    expect(parsePhone("0803 123 45a7")).toEqual({ errors: [copy.errors.phoneDigits] });
    expect(parsePhone("0803+1234567")).toEqual({ errors: [copy.errors.phoneDigits] });
  });

  it("needs 7 to 15 digits, so the team has a number it can call", () => {
    expect(parsePhone("1")).toEqual({ errors: [copy.errors.phoneLength] });
    expect(parsePhone("+123456")).toEqual({ errors: [copy.errors.phoneLength] });
    expect(parsePhone("1234567")).toEqual({ value: "1234567" });
    expect(parsePhone("+123456789012345")).toEqual({ value: "+123456789012345" });
    expect(parsePhone("1234567890123456")).toEqual({ errors: [copy.errors.phoneLength] });
  });

  it("is required", () => {
    expect(parsePhone("  ")).toEqual({ errors: [copy.errors.phoneRequired] });
  });
});
