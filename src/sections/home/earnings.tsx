import { StaticImage as Image } from "@/components/ui/static-image";
import { changePercent, earnings, formatFigure, formatFileSize } from "@content/earnings";
import sizes from "@content/generated/earnings-files.json";
import { Icon } from "@/components/ui/icon";

/** Earnings: Third-Quarter 2024 results and their three files (type and size beside each link). */
export function HomeEarnings() {
  const figures = earnings.figures.filter((f) => f.onHome);
  return (
    <section id="earnings" aria-labelledby="earnings-heading" className="scroll-mt-20 bg-sand-200 py-14 md:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 md:px-6 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-widest text-deep-gold uppercase">{earnings.eyebrow}</p>
          <h2 id="earnings-heading" className="text-3xl font-semibold md:text-4xl">
            {earnings.title}
          </h2>
          <p className="mt-4 text-lg">{earnings.headline}</p>
          <p className="mt-2 text-sm font-semibold text-clay" data-testid="earnings-sample-notice">
            {earnings.sampleNotice}
          </p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {figures.map((f) => (
              <div key={f.label} className="rounded-xl bg-white p-5">
                <dt className="text-sm text-ink-muted">
                  {f.label} ({f.unit}, {earnings.columns.current})
                </dt>
                <dd className="mt-1 font-display text-2xl text-forest">{formatFigure(f.current, f.unit)}</dd>
                <dd className="text-sm text-ink-muted">
                  {changePercent(f)} on {earnings.columns.previous}
                </dd>
              </div>
            ))}
          </dl>
          <ul className="mt-8 space-y-3" aria-label={earnings.downloadsLabel}>
            {earnings.files.map((file) => {
              const bytes = (sizes as Record<string, number>)[file.href];
              if (bytes === undefined) throw new Error(`No size for ${file.href}: run npm run earnings`);
              return (
                <li key={file.href}>
                  <a
                    href={file.href}
                    type={file.contentType}
                    className="group inline-flex items-center gap-3 font-semibold text-forest hover:text-forest-700"
                    data-testid={`earnings-${file.key}`}
                  >
                    <Icon name="download" size={18} />
                    <span className="underline underline-offset-4 group-hover:no-underline">{file.label}</span>{" "}
                    <span className="font-normal text-ink-muted">
                      ({file.kind}, {formatFileSize(bytes)})
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <Image
          src={earnings.image}
          alt=""
          sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
          className="hidden aspect-[3/2] w-full self-center rounded-xl object-cover lg:block"
        />
      </div>
    </section>
  );
}
