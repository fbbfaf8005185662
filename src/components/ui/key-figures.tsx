import { Section } from "./section";

export type KeyFigure = { value: string; label: string; note?: string };

/** A titled block of figures: the value large, what it measures under it. */
export function KeyFigures({ id, title, intro, figures }: { id: string; title: string; intro?: string[]; figures: KeyFigure[] }) {
  return (
    <Section id={id} title={title} className="bg-forest text-white on-dark [&_h2]:text-white">
      {intro ? (
        <div className="max-w-3xl space-y-3 text-lg text-white/90">
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      <dl
        className={`mt-10 grid gap-6 sm:grid-cols-2 ${figures.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}
        data-testid={`${id}-figures`}
      >
        {figures.map((figure) => (
          <div key={figure.value + figure.label} className="flex flex-col rounded-xl border border-white/15 bg-white/5 p-6">
            <dt className="order-2 mt-2 font-semibold text-white">{figure.label}</dt>
            <dd className="order-1 font-display text-4xl font-semibold text-gold">{figure.value}</dd>
            {figure.note ? <dd className="order-3 mt-2 text-sm text-white/80">{figure.note}</dd> : null}
          </div>
        ))}
      </dl>
    </Section>
  );
}
