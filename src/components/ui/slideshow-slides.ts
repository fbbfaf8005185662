import { imageProps } from "./image-props";
import type { SlideshowSlide } from "./slideshow";

/**
 * Content slides for <Slideshow>, with each image's optimised attributes
 * computed on the server: full-viewport width, the first one preloaded at
 * high priority (it is the page's largest paint), the others eager.
 */
export function slideshowSlides(slides: readonly { id: number; image: string; text: string }[]): SlideshowSlide[] {
  return slides.map((slide, index) => ({
    id: slide.id,
    text: slide.text,
    // The others are rendered only once the page has settled (Slideshow), and
    // then must load at once: lazy loading would wait until each slide is
    // shown, and it would fade in as an empty gradient.
    image: imageProps({ src: slide.image, alt: "", sizes: "100vw", ...(index === 0 ? { preload: true } : { loading: "eager" as const }) }),
  }));
}
