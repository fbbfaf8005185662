import { videoFiles, type HomeDoc } from "@content/home";
import { site } from "@content/site";
import { BackgroundVideo } from "@/components/ui/background-video";
import { imageProps } from "@/components/ui/image-props";
import { NewTabNote } from "@/components/ui/new-tab-note";
import { Icon } from "@/components/ui/icon";

/** The full-viewport background video with a dark overlay and a circular Play Video link (new tab). */
export function HomeBackgroundVideo({ home }: { home: HomeDoc }) {
  const { backgroundVideo } = home;
  const files = videoFiles(backgroundVideo.video);
  const label = backgroundVideo.video.label;
  const poster = imageProps({ src: files.poster, alt: label, sizes: "100vw" });
  return (
    <section
      aria-labelledby="background-video-heading"
      className="on-dark relative isolate h-[100svh] min-h-[32rem] overflow-hidden bg-forest"
    >
      <BackgroundVideo webm={files.webm} mp4={files.mp4} poster={poster} label={label} controlName="background video" />
      <div className="absolute inset-0 bg-ink/65" aria-hidden="true" />
      <div className="relative flex h-full flex-col items-center justify-center px-4 text-center">
        <h2 id="background-video-heading" className="max-w-3xl text-4xl font-semibold text-white md:text-6xl">
          {backgroundVideo.title}
        </h2>
        <p className="mt-4 max-w-xl text-lg text-white/90">{backgroundVideo.text}</p>
        <a
          href={site.external.videoPage}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-10 flex h-32 w-32 flex-col items-center justify-center gap-1 rounded-full border-2 border-gold bg-ink/30 text-sm font-semibold text-white backdrop-blur hover:bg-gold hover:text-ink"
        >
          <Icon name="play" size={28} />
          {backgroundVideo.playLabel}
          <NewTabNote />
        </a>
      </div>
    </section>
  );
}
