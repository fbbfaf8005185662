import { IMAGE_FOLDERS } from "@content/media";
import { imageProps } from "./image-props";
import type { SlideshowSlide } from "./slideshow";

/** Screens on which a slide with upright art shows it: taller than wide. The landscape art takes the rest. */
const PORTRAIT_MEDIA = "(max-aspect-ratio: 1/1)";
const LANDSCAPE_MEDIA = `not all and ${PORTRAIT_MEDIA}`;

/**
 * The `sizes` of an image of `size` that covers a full-width frame
 * `frameHeightVh` high (`object-cover`). Where the frame is narrower than the
 * image (a 16:9 slide on a phone held upright), the image is drawn at the
 * frame's height, so it must be that height times its aspect wide, not the
 * viewport's width, or phones get a picture stretched about 2×.
 */
function coverSizes({ width, height }: { width: number; height: number }, frameHeightVh: number): string {
  const aspect = width / height;
  const narrowerThan = frameHeightVh === 100 ? `${width}/${height}` : `${Math.round(aspect * frameHeightVh)}/100`;
  return `(max-aspect-ratio: ${narrowerThan}) ${Math.round(aspect * frameHeightVh)}vh, 100vw`;
}

/**
 * The `sizes` of a slide's image: full screen (home), the frame is the
 * viewport, less the bar; band (business pages), it is 60vh high (Slideshow's
 * height).
 */
function slideSizes(fullScreen: boolean): string {
  return coverSizes(IMAGE_FOLDERS.slides, fullScreen ? 100 : 60);
}

type SlideContent = { id: number; image: string; portrait?: string; text: string };

/**
 * Content slides for <Slideshow>, with each image's optimised attributes
 * computed on the server: sized to cover the frame (slideSizes), the first one
 * preloaded at high priority (it is the page's largest paint), the others
 * eager. A slide with upright art (`portrait`, the home page's) shows it on
 * screens taller than wide, in a <picture>, and its first image is preloaded
 * for each kind of screen with that screen's media query, so a phone fetches
 * only the upright file and a desktop only the wide one.
 */
export function slideshowSlides(slides: readonly SlideContent[], { fullScreen = false } = {}): SlideshowSlide[] {
  const sizes = slideSizes(fullScreen);
  return slides.map((slide, index) => {
    const first = index === 0;
    const portrait = fullScreen && slide.portrait ? slide.portrait : undefined;
    // The others are rendered only once the page has settled (Slideshow), and
    // then must load at once: lazy loading would wait until each slide is
    // shown, and it would fade in as an empty gradient.
    const loading = first ? { preload: true } : { loading: "eager" as const };
    const image = imageProps({ src: slide.image, alt: "", sizes, ...loading, ...(portrait ? { preloadMedia: LANDSCAPE_MEDIA } : {}) });
    if (!portrait) return { id: slide.id, text: slide.text, image };
    const upright = imageProps({
      src: portrait,
      alt: "",
      sizes: coverSizes(IMAGE_FOLDERS["slides-portrait"], 100),
      ...loading,
      preloadMedia: PORTRAIT_MEDIA,
    });
    const { srcSet = upright.src, sizes: uprightSizes = "", width, height } = upright;
    return { id: slide.id, text: slide.text, image, portrait: { media: PORTRAIT_MEDIA, srcSet, sizes: uprightSizes, width, height } };
  });
}
