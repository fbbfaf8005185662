import type { HomeDoc } from "@content/home";
import { Marquee } from "@/components/ui/marquee";

/** The marquee banner. */
export function HomeMarquee({ home }: { home: HomeDoc }) {
  return <Marquee items={home.marquee.items} label={home.marquee.label} />;
}
