import type { HomeDoc } from "@content/home";
import { pageMeta } from "@content/pages";
import { Slideshow } from "@/components/ui/slideshow";
import { slideshowSlides } from "@/components/ui/slideshow-slides";

/** The full-screen slideshow of the four businesses; the page's one h1. */
export function HomeHero({ home }: { home: HomeDoc }) {
  const slides = slideshowSlides(home.hero.slides, { fullScreen: true });
  return (
    <>
      <h1 className="sr-only">{pageMeta("home").heading}</h1>
      <Slideshow slides={slides} label={home.hero.label} typewriter fullScreen />
    </>
  );
}
