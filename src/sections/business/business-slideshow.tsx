import type { Slide } from "@content/schema";
import { Slideshow } from "@/components/ui/slideshow";
import { slideshowSlides } from "@/components/ui/slideshow-slides";

/** A business page's slideshow: content slides with their images' optimised attributes. */
export function BusinessSlideshow({ slides, label }: { slides: Slide[]; label: string }) {
  return <Slideshow label={label} slides={slideshowSlides(slides)} />;
}
