import type { GroupPurposeDoc } from "@content/site";

/** The group's description beside its mission and vision (spec §1 positioning); on the home page and /the-firm. */
export function GroupPurpose({ description, purpose }: { description: readonly string[]; purpose: GroupPurposeDoc }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-4 text-lg leading-relaxed">
        {description.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
      <dl className="space-y-6 rounded-xl bg-white p-6 shadow-sm">
        <div>
          <dt className="text-sm font-semibold tracking-widest text-deep-gold uppercase">{purpose.purposeLabels.mission}</dt>
          <dd className="mt-1 font-display text-xl text-forest">{purpose.mission}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-widest text-deep-gold uppercase">{purpose.purposeLabels.vision}</dt>
          <dd className="mt-1 font-display text-xl text-forest">{purpose.vision}</dd>
        </div>
      </dl>
    </div>
  );
}
