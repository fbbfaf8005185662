/**
 * The site's icons, one component for all (20-unit grid, drawn in
 * currentColor). Always decorative (`aria-hidden`): the text or the label of
 * the control beside it says what it does.
 */
const PATHS = {
  close: { stroke: "M5 5l10 10M15 5L5 15" },
  menu: { stroke: "M3 5h14M3 10h14M3 15h14" },
  "chevron-down": { stroke: "M5 8l5 5 5-5" },
  "chevron-up": { stroke: "M5 12l5-5 5 5" },
  "chevron-left": { stroke: "M12 4l-6 6 6 6" },
  "chevron-right": { stroke: "M8 4l6 6-6 6" },
  "arrow-right": { stroke: "M4 10h12M11 5l5 5-5 5" },
  download: { stroke: "M10 3v10M5 9l5 5 5-5M4 17h12" },
  external: { stroke: "M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" },
  search: { stroke: "M9 3a6 6 0 1 0 0 12A6 6 0 0 0 9 3zm8 14-3.6-3.6" },
  play: { fill: "M6 4l10 6-10 6z" },
  pause: { fill: "M5 4h3v12H5zM12 4h3v12h-3z" },
  rss: {
    fill: "M2.5 17.5a2 2 0 1 1 0-.01zM1 8a11 11 0 0 1 11 11H9.5A8.5 8.5 0 0 0 1 10.5zM1 2a17 17 0 0 1 17 17h-2.5A14.5 14.5 0 0 0 1 4.5z",
  },
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const path: { stroke?: string; fill?: string } = PATHS[name];
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={className}>
      {path.stroke ? (
        <path d={path.stroke} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d={path.fill} fill="currentColor" />
      )}
    </svg>
  );
}
