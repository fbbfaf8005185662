import { home } from "@content/home";
import { imageSize } from "@content/media";
import { pageMeta } from "@content/pages";
import { Slideshow } from "@/components/ui/slideshow";

/** The full-screen slideshow of the four businesses; the page's one h1. */
export function HomeHero() {
  const slides = home.hero.slides.map((slide) => ({ ...slide, ...imageSize(slide.image) }));
  return (
    <>
      <h1 className="sr-only">{pageMeta("home").heading}</h1>
      <Slideshow slides={slides} label={home.hero.label} typewriter fullScreen />
    </>
  );
}
