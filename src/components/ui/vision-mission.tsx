/** The vision and mission of a business, side by side, in the order the page gives them. */
export function VisionMission({
  vision,
  mission,
  first = "vision",
  id,
}: {
  vision: { title: string; text: string[] };
  mission: { title: string; text: string[] };
  first?: "vision" | "mission";
  id?: string;
}) {
  const blocks =
    first === "vision"
      ? [
          { key: "vision", ...vision },
          { key: "mission", ...mission },
        ]
      : [
          { key: "mission", ...mission },
          { key: "vision", ...vision },
        ];
  return (
    <section id={id} aria-label={blocks.map((b) => b.title).join(" and ")} className="py-14 md:py-20">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 md:grid-cols-2 md:px-6">
        {blocks.map((block) => (
          <div key={block.key} className="rounded-2xl border-t-4 border-gold bg-white p-6 shadow-sm md:p-8" data-testid={block.key}>
            <h2 className="text-3xl font-semibold">{block.title}</h2>
            <div className="mt-4 space-y-3 text-lg text-ink">
              {block.text.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
