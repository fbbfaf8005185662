import type { Video } from "@content/business-schema";
import { imageProps } from "@/components/ui/image-props";
import { Section } from "@/components/ui/section";
import { VideoBlock } from "@/components/ui/video-block";
import { Paragraphs } from "./paragraphs";

/** A titled section with a short introduction and the section video. */
export function VideoSection({ id, title, intro, video }: { id: string; title: string; intro?: string[]; video: Video }) {
  const src = `/media/posters/${video.name}.webp`;
  const poster = imageProps({ src, alt: video.label, sizes: "(min-width: 1280px) 740px, (min-width: 1024px) 60vw, 100vw" });
  return (
    <Section id={id} title={title}>
      <div className="grid items-center gap-8 lg:grid-cols-[2fr_3fr]">
        <Paragraphs text={intro} />
        <VideoBlock name={video.name} label={video.label} description={video.description} posterImage={poster} />
      </div>
    </Section>
  );
}
