import type { Point } from "@content/business-schema";
import { Section } from "@/components/ui/section";
import { Paragraphs } from "./paragraphs";

/**
 * A titled list of points: reasons (Why Choose Us), capabilities
 * (Integrated Capabilities) or numbered steps (Our Approach).
 */
export function PointsSection({
  id,
  title,
  intro,
  points,
  numbered = false,
  className,
}: {
  id: string;
  title: string;
  intro?: string[];
  points: Point[];
  numbered?: boolean;
  className?: string;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <Section id={id} title={title} className={className}>
      <Paragraphs text={intro} />
      <List
        className={`mt-10 grid gap-6 sm:grid-cols-2 ${points.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}
        data-testid={`${id}-list`}
      >
        {points.map((point, index) => (
          <li key={point.title} className="rounded-xl border border-ink/10 bg-white p-6 shadow-sm">
            {numbered ? (
              <span className="font-display text-4xl font-semibold text-deep-gold" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
            ) : null}
            <h3 className={`text-xl font-semibold ${numbered ? "mt-3" : ""}`}>
              {numbered ? <span className="sr-only">Step {index + 1}: </span> : null}
              {point.title}
            </h3>
            <p className="mt-2 text-ink-muted">{point.text}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
