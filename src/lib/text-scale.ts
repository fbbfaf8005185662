/**
 * The accessibility page's text sizer: the site's base text size in steps up
 * to 200%, saved in localStorage and applied before paint by an inline script
 * in the root layout (TEXT_SCALE_INIT_SCRIPT).
 */
export const TEXT_SCALE_STEPS = [100, 125, 150, 175, 200] as const;
export const TEXT_SCALE_DEFAULT = 100;
export const TEXT_SCALE_STORAGE_KEY = "savannah-crest:text-scale";

export function clampTextScale(value: unknown): number {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : typeof value === "number" ? value : NaN;
  if (!Number.isFinite(n)) return TEXT_SCALE_DEFAULT;
  return (TEXT_SCALE_STEPS as readonly number[]).includes(n) ? n : TEXT_SCALE_DEFAULT;
}

export function nextTextScale(current: number, direction: 1 | -1): number {
  const steps = TEXT_SCALE_STEPS as readonly number[];
  const index = steps.indexOf(clampTextScale(current));
  return steps[Math.min(steps.length - 1, Math.max(0, index + direction))]!;
}

/** Static inline script for <head> (the CSP can hash it): applies the saved size before first paint. */
export const TEXT_SCALE_INIT_SCRIPT = `try{var s=parseInt(localStorage.getItem(${JSON.stringify(TEXT_SCALE_STORAGE_KEY)})||"",10);if([${TEXT_SCALE_STEPS.join(",")}].indexOf(s)>0)document.documentElement.style.setProperty("--text-scale",s+"%")}catch(e){}`;
