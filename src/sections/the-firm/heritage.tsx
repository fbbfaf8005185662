import type { TheFirmDoc } from "@content/the-firm";
import { Section } from "@/components/ui/section";

/** Our heritage: how the group began and grew. */
export function FirmHeritage({ heritage }: Pick<TheFirmDoc, "heritage">) {
  return (
    <Section id="heritage" title={heritage.title} className="bg-white">
      <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
        {heritage.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
