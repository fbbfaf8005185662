import { enquiryForm as copy } from "@content/forms";

/** The enquiry form's fields (spec §5: no validation; lengths are bounded). */
export type EnquiryFields = { type: "" | "buy" | "sell"; productName: string; clientName: string; phoneNumber: string };

export const ENQUIRY_BUSINESSES = ["asset-management", "commodities"] as const;
export type EnquiryBusiness = (typeof ENQUIRY_BUSINESSES)[number];

const LINE_LABELS = {
  type: copy.labels.type,
  productName: copy.labels.productName,
  clientName: copy.labels.clientName,
  phoneNumber: copy.labels.phoneNumber,
} as const;

/** Spec §7 call 1: the message is plain text, one line per field. */
export function enquiryMessage(fields: EnquiryFields): string {
  const type = fields.type === "buy" ? copy.labels.buy : fields.type === "sell" ? copy.labels.sell : "";
  return [
    `${copy.labels.type}: ${type}`,
    `${copy.labels.productName}: ${fields.productName}`,
    `${copy.labels.clientName}: ${fields.clientName}`,
    `${copy.labels.phoneNumber}: ${fields.phoneNumber}`,
  ].join("\n");
}

export type ParsedEnquiry = { -readonly [K in keyof typeof LINE_LABELS]: string } & { otherLines: string[] };

/**
 * The inverse of enquiryMessage, for the staff e-mail: each of the four
 * labels takes the first line that starts with it; every other line (a
 * second "Type:", a line the API's caller added) is kept apart, word for
 * word, so nothing in the message can pass itself off as a field.
 */
export function parseEnquiryMessage(message: string): ParsedEnquiry {
  const parsed: ParsedEnquiry = { type: "", productName: "", clientName: "", phoneNumber: "", otherLines: [] };
  const seen = new Set<string>();
  for (const line of message.split("\n")) {
    const at = line.indexOf(":");
    const label = at > 0 ? line.slice(0, at).trim() : "";
    const key = (Object.keys(LINE_LABELS) as (keyof typeof LINE_LABELS)[]).find((k) => LINE_LABELS[k] === label);
    if (key && !seen.has(key)) {
      seen.add(key);
      parsed[key] = line.slice(at + 1).trim();
    } else if (line.trim()) {
      parsed.otherLines.push(line);
    }
  }
  return parsed;
}
