import { videoFiles, type HomeDoc } from "@content/home";
import { BackgroundVideo } from "@/components/ui/background-video";
import { imageProps } from "@/components/ui/image-props";
import { Section } from "@/components/ui/section";

/** Our Flywheel, with its video. */
export function HomeFlywheel({ home }: { home: HomeDoc }) {
  const { flywheel } = home;
  const files = videoFiles(flywheel.video);
  const label = flywheel.video.label;
  const poster = imageProps({ src: files.poster, alt: label, sizes: "(min-width: 1280px) 610px, (min-width: 1024px) 50vw, 100vw" });
  return (
    <Section id="flywheel" eyebrow={flywheel.eyebrow} title={flywheel.title}>
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          {flywheel.paragraphs.map((p) => (
            <p key={p.slice(0, 32)} className="text-lg leading-relaxed">
              {p}
            </p>
          ))}
          <ol className="mt-8 grid gap-5 sm:grid-cols-2">
            {flywheel.steps.map((step, i) => (
              <li key={step.title} className="rounded-xl bg-white p-5 shadow-sm">
                <p className="font-display text-xl font-semibold text-forest">
                  <span className="text-deep-gold">{i + 1}.</span> {step.title}
                </p>
                <p className="mt-1">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className="relative aspect-video overflow-hidden rounded-xl bg-forest">
          <BackgroundVideo webm={files.webm} mp4={files.mp4} poster={poster} label={label} controlName="flywheel video" />
        </div>
      </div>
    </Section>
  );
}
