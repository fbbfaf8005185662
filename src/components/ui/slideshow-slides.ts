import { imageProps } from "./image-props";
import type { SlideshowSlide } from "./slideshow";

/**
 * Content slides for <Slideshow>, with each image's optimised attributes
 * computed on the server: full-viewport width, the first one preloaded at
 * high priority (it is the page's largest paint).
 */
export function slideshowSlides(slides: readonly { id: number; image: string; text: string }[]): SlideshowSlide[] {
  return slides.map((slide, index) => ({
    id: slide.id,
    text: slide.text,
    image: imageProps({ src: slide.image, alt: "", sizes: "100vw", preload: index === 0 }),
  }));
}
