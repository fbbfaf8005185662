import { enquiryForm as copy } from "@content/forms";

/** The enquiry form's fields (spec §5: no validation; lengths are bounded). */
export type EnquiryFields = { type: "" | "buy" | "sell"; productName: string; clientName: string; phoneNumber: string };

export const ENQUIRY_BUSINESSES = ["asset-management", "commodities"] as const;
export type EnquiryBusiness = (typeof ENQUIRY_BUSINESSES)[number];

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
