import type { HomeDoc } from "@content/home";
import { Slideshow } from "@/components/ui/slideshow";
import { slideshowSlides } from "@/components/ui/slideshow-slides";

/** The full-screen slideshow of the four businesses; the page's one h1. */
export function HomeHero({ home, heading }: { home: HomeDoc; heading: string }) {
  const slides = slideshowSlides(home.hero.slides, { fullScreen: true });
  return (
    <>
      <h1 className="sr-only">{heading}</h1>
      <Slideshow slides={slides} label={home.hero.label} typewriter fullScreen />
    </>
  );
}
