import { describe, expect, it } from "vitest";
import * as forms from "./forms";

function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

describe("content/forms.ts", () => {
  it("has no empty text", () => {
    for (const [path, text] of strings(forms, "forms")) expect(text.trim(), path).not.toBe("");
  });

  it("keeps the spec §5 and §8 texts to the letter", () => {
    expect(forms.contactForm.errors).toEqual({
      nameRequired: "Name is required",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      messageRequired: "Message is required",
      messageTooShort: "Message should be at least 10 characters",
    });
    expect(forms.contactForm.success).toBe("Thank you! Your message has been sent successfully.");
    expect(forms.contactForm.failure).toBe("Something went wrong. Please try again later.");
    expect(forms.common.sending).toBe("Sending...");
    expect(forms.newsletterForm.success).toBe("Thank you for subscribing!");
    expect(forms.newsletterForm.errors.emailInvalid).toBe("Please enter a valid email address.");
    expect(forms.enquiryForm.subject).toBe("E-commerce Inquiry");
    expect(forms.enquiryForm.success).toBe("Information sent successfully!");
    expect(forms.enquiryForm.failure).toBe("Failed to send information. Try again later.");
    expect(forms.bookingForm.success).toBe("Room booked:");
  });

  it("builds the DSAR confirmation with the acknowledgement promise", () => {
    expect(forms.dsarForm.success(72, "one month")).toContain("within 72 hours");
  });
});
