import type { ReactNode } from "react";

const TONES = {
  neutral: "border-ink/30 bg-white text-ink",
  active: "border-forest/50 bg-forest/10 text-forest",
  warning: "border-danger/50 bg-danger/10 text-danger",
} as const;

/**
 * A state in a list ("New", "Published", "Closed"): its words carry the
 * meaning (never the colour alone).
 */
export function StatusBadge({ tone = "neutral", children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-block rounded border px-2 py-0.5 text-sm ${TONES[tone]}`}>{children}</span>;
}
