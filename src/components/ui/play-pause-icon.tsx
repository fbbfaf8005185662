/** The icon of a pause/play control: two bars while it plays (pressing pauses), a triangle while paused. Decorative: the control's label names the action. */
export function PlayPauseIcon({ playing, size = 16 }: { playing: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
      <path d={playing ? "M5 4h3v12H5zM12 4h3v12h-3z" : "M6 4l10 6-10 6z"} />
    </svg>
  );
}
