"use client";

import { useState, type FormEvent } from "react";
import { enquiryForm as copy } from "@content/forms";
import { DoneButton } from "@/components/ui/done-button";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { MAX } from "@/forms/shared/limits";
import { fillTime } from "@/forms/shared/fill-time";
import { HiddenFields } from "@/forms/shared/hidden-fields";
import { HIDDEN } from "@/lib/form-protocol";
import { SubmitButton } from "@/forms/shared/submit-button";
import { randomKey } from "@/forms/shared/use-submission-form";
import { enquiryMessage, type EnquiryBusiness, type EnquiryFields } from "./message";

export type EnquiryFormProps = { productName: string; business: EnquiryBusiness; onDone?: () => void };

type Status = { tone: "success" | "error"; message: string } | null;

/**
 * The buy/sell enquiry (asset-management products, commodities), in a modal:
 * POST /api/send-email with {subject: 'E-commerce Inquiry', message} (spec §7
 * call 1). 'Information sent successfully!' only on a 2xx answer, with a
 * Done button that takes focus and closes the modal (the spec's alert, then
 * the modal closes: an alert stays until it is acknowledged, and a timer
 * would close it before a screen reader has read it); any other answer or a
 * network failure gives 'Failed to send information. Try again later.'
 * A sent enquiry clears the fields (the product name goes back to the card's).
 */
export function EnquiryForm({ productName, business, onDone }: EnquiryFormProps) {
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => {
      const v = data.get(name);
      return typeof v === "string" ? v.trim() : "";
    };
    const type = text("type");
    const fields: EnquiryFields = {
      type: type === "buy" || type === "sell" ? type : "",
      productName: text("productName"),
      clientName: text("clientName"),
      phoneNumber: text("phoneNumber"),
    };
    const keyInput = form.elements.namedItem(HIDDEN.idempotencyKey);
    setPending(true);
    setStatus(null);
    try {
      const response = await fetch("/api/send-email", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          subject: copy.subject,
          message: enquiryMessage(fields),
          business,
          website: text(HIDDEN.honeypot),
          fillMs: fillTime(form),
          idempotencyKey: keyInput instanceof HTMLInputElement ? keyInput.value : undefined,
        }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setStatus({ tone: "success", message: copy.success });
      // Cleared, as the other forms are on success, so that Submit again is not a second copy of the same lead.
      form.reset();
      if (keyInput instanceof HTMLInputElement) keyInput.value = randomKey();
    } catch {
      setStatus({ tone: "error", message: copy.failure });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${copy.subject}: ${productName}`} className="relative grid gap-4">
      {/* Each control is disabled while sending; no unnamed <fieldset> around them (the form is their group). */}
      <div className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="font-medium text-ink">{copy.labels.type}</legend>
          <div className="flex gap-6">
            <label className="flex items-center gap-2">
              <input type="radio" name="type" value="buy" disabled={pending} className="h-4 w-4 accent-forest" />
              {copy.labels.buy}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="type" value="sell" disabled={pending} className="h-4 w-4 accent-forest" />
              {copy.labels.sell}
            </label>
          </div>
        </fieldset>
        <Field name="productName" label={copy.labels.productName} defaultValue={productName} maxLength={MAX.short} disabled={pending} />
        <Field name="clientName" label={copy.labels.clientName} autoComplete="name" maxLength={MAX.name} disabled={pending} />
        <Field name="phoneNumber" type="tel" label={copy.labels.phoneNumber} autoComplete="tel" maxLength={MAX.phone} disabled={pending} />
        <HiddenFields />
        <div>
          <SubmitButton pending={pending}>{copy.submit}</SubmitButton>
        </div>
      </div>
      <FormStatus tone={status?.tone} message={status?.message} />
      {status?.tone === "success" && onDone ? (
        <div>
          <DoneButton label={copy.done} onClick={onDone} />
        </div>
      ) : null}
    </form>
  );
}
