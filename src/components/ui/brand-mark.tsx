import { BRAND_COLOURS } from "@/lib/brand-colours";

/**
 * The brand's mark (src/app/icon.svg drawn as JSX): a hill under the sun. On a forest background the
 * tile is a shade lighter so that it stays visible. Plain SVG attributes, so that next/og can draw it too.
 */
export function BrandMark({ size, onForest = false, className }: { size: number; onForest?: boolean; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="6" fill={onForest ? BRAND_COLOURS.forest700 : BRAND_COLOURS.forest} />
      <path d="M6 22c4-8 8-12 10-12s6 4 10 12" fill="none" stroke={BRAND_COLOURS.gold} strokeWidth="2.5" />
      <circle cx="16" cy="9" r="2.5" fill={BRAND_COLOURS.gold} />
    </svg>
  );
}
