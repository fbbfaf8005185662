import { SPINNER_SIZE, SPINNER_SPEED_S } from "@content/constants";

/** Spinner with the spec §9 defaults (size 28, one turn per 3.5 s); still under reduced motion. */
export function Spinner({ size = SPINNER_SIZE, speedSeconds = SPINNER_SPEED_S }: { size?: number; speedSeconds?: number }) {
  return (
    <svg
      className="spinner text-forest"
      width={size}
      height={size}
      viewBox="0 0 28 28"
      aria-hidden="true"
      style={{ ["--spinner-speed" as string]: `${speedSeconds}s` }}
    >
      <circle cx="14" cy="14" r="11" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M14 3a11 11 0 0 1 11 11" fill="none" stroke="var(--color-gold)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
