import type { HomeDoc } from "@content/home";

/** Subscribe: a full page navigation to /newsletter (spec §7 call 6), so a plain <a>, not next/link. */
export function HomeSubscribe({ home }: { home: HomeDoc }) {
  const { subscribe } = home;
  return (
    <section aria-labelledby="subscribe-heading" className="bg-forest py-14 text-white on-dark md:py-20">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 md:flex-row md:items-center md:justify-between md:px-6">
        <div>
          <h2 id="subscribe-heading" className="text-3xl font-semibold text-white md:text-4xl">
            {subscribe.title}
          </h2>
          <p className="mt-2 max-w-2xl text-lg text-white/90">{subscribe.text}</p>
        </div>
        {/* A plain <a>: the spec asks for a full page navigation. */}
        <a href={subscribe.link.href} className="shrink-0 rounded bg-gold px-6 py-3 font-semibold text-ink hover:bg-white">
          {subscribe.link.label}
        </a>
      </div>
    </section>
  );
}
