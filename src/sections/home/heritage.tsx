import Link from "next/link";
import type { HomeDoc } from "@content/home";
import { Section } from "@/components/ui/section";

/** Heritage and about text. */
export function HomeHeritage({ home }: { home: HomeDoc }) {
  const { heritage } = home;
  return (
    <Section id="heritage" eyebrow={heritage.eyebrow} title={heritage.title} className="bg-white">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4 text-lg leading-relaxed">
          {heritage.paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
          <p>
            <Link href={heritage.link.href} className="font-semibold text-forest underline underline-offset-4">
              {heritage.link.label}
            </Link>
          </p>
        </div>
        <ul className="grid gap-6 self-start">
          {heritage.figures.map((figure) => (
            <li key={figure.label} className="border-l-4 border-gold pl-4">
              <span className="block font-display text-3xl text-forest">{figure.value}</span>{" "}
              <span className="text-ink-muted">{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
