/**
 * The site's two button looks, for <button>, <a> and next/link alike: a class
 * string rather than a component, so a link stays a link and a server
 * component stays free of client code.
 * - primary: filled forest green, white text (calls to action, submit);
 * - secondary: forest outline on the page colour (Cancel, Done, second choices).
 * Focus rings come from globals.css, which styles every :focus-visible.
 */
export type ButtonVariant = "primary" | "secondary";
export type ButtonSize = "md" | "sm";

const BASE = "inline-flex items-center justify-center gap-2 rounded font-semibold disabled:opacity-70";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-forest text-white hover:bg-forest-700",
  secondary: "border border-forest text-forest hover:bg-sand-200",
};

const SIZES: Record<ButtonSize, string> = {
  md: "px-5 py-3",
  sm: "px-4 py-2",
};

export function buttonClass({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(" ");
}
