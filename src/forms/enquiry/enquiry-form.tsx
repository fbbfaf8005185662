"use client";

// STUB: the submissions issue (#5) replaces this with the real form (schema,
// validation, server action, states). The exported name and props are the
// contract that pages mount.
export type EnquiryFormProps = { productName: string; business: "asset-management" | "commodities"; onDone?: () => void };

export function EnquiryForm({ productName }: EnquiryFormProps) {
  return (
    <form className="grid gap-4" onSubmit={(e) => e.preventDefault()} data-stub="enquiry">
      <label className="grid gap-1"><span>Product name</span><input name="productName" className="rounded border border-ink/30 px-3 py-2" defaultValue={productName} /></label>
      <label className="grid gap-1"><span>Your name</span><input name="clientName" className="rounded border border-ink/30 px-3 py-2" /></label>
      <label className="grid gap-1"><span>Phone number</span><input name="phoneNumber" className="rounded border border-ink/30 px-3 py-2" /></label>
      <button type="submit" className="rounded bg-forest px-5 py-3 font-semibold text-white">Submit</button>
    </form>
  );
}
