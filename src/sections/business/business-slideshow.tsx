import { imageSize } from "@content/media";
import type { Slide } from "@content/schema";
import { Slideshow } from "@/components/ui/slideshow";

/** A business page's slideshow: content slides with their images' real dimensions. */
export function BusinessSlideshow({ slides, label }: { slides: Slide[]; label: string }) {
  return <Slideshow label={label} slides={slides.map((slide) => ({ ...slide, ...imageSize(slide.image) }))} />;
}
