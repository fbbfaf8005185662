/**
 * Naira amounts. Property prices use the formatter the spec names,
 * `Intl.NumberFormat('en-NG', {style: 'currency', currency: 'NGN'})`
 * ("₦500,000,000.00"); whole amounts in running copy drop the kobo ("₦150,000").
 */
const naira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" });
const wholeNaira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", maximumFractionDigits: 0 });

export function formatNaira(amount: number): string {
  return naira.format(amount);
}

export function formatWholeNaira(amount: number): string {
  return wholeNaira.format(amount);
}

/** A price to show, or null when content sets none (spec §3: the property price is read but never set). */
export function formatPrice(price: number | undefined): string | null {
  return typeof price === "number" && Number.isFinite(price) && price > 0 ? formatNaira(price) : null;
}
