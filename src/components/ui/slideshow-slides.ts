import { IMAGE_FOLDERS } from "@content/media";
import { imageProps } from "./image-props";
import type { SlideshowSlide } from "./slideshow";

const { width, height } = IMAGE_FOLDERS.slides;
/** The slides' width in units of their height (16:9). */
const ASPECT = width / height;

/**
 * The `sizes` of a slide image that covers its frame (`object-cover`). Where
 * the frame is narrower than the image's 16:9 (a phone held upright), the
 * image is drawn at the frame's height, so it must be that height times 16/9
 * wide, not the viewport's width, or phones get a picture stretched about 2×.
 * - full screen (home): the frame is the viewport, less the bar;
 * - band (business pages): the frame is 60vh high (Slideshow's height).
 */
export function slideSizes(fullScreen: boolean): string {
  const frameHeightVh = fullScreen ? 100 : 60;
  const narrowerThan = fullScreen ? `${width}/${height}` : `${Math.round(ASPECT * frameHeightVh)}/100`;
  return `(max-aspect-ratio: ${narrowerThan}) ${Math.round(ASPECT * frameHeightVh)}vh, 100vw`;
}

/**
 * Content slides for <Slideshow>, with each image's optimised attributes
 * computed on the server: sized to cover the frame (slideSizes), the first one
 * preloaded at high priority (it is the page's largest paint), the others
 * eager.
 */
export function slideshowSlides(slides: readonly { id: number; image: string; text: string }[], { fullScreen = false } = {}): SlideshowSlide[] {
  const sizes = slideSizes(fullScreen);
  return slides.map((slide, index) => ({
    id: slide.id,
    text: slide.text,
    // The others are rendered only once the page has settled (Slideshow), and
    // then must load at once: lazy loading would wait until each slide is
    // shown, and it would fade in as an empty gradient.
    image: imageProps({ src: slide.image, alt: "", sizes, ...(index === 0 ? { preload: true } : { loading: "eager" as const }) }),
  }));
}
