import type { GroupPurposeDoc } from "@content/site";

/** The group's four core values (its published purpose) as cards: on /the-firm and /careers. */
export function CoreValueCards({
  values,
  className = "",
  testId,
}: {
  values: GroupPurposeDoc["coreValues"];
  className?: string;
  testId?: string;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-4 ${className}`} data-testid={testId}>
      {values.map((value) => (
        <li key={value.title} className="rounded-xl border-t-4 border-gold bg-sand p-6">
          <h3 className="text-xl font-semibold">{value.title}</h3>
          <p className="mt-2 text-ink-muted">{value.text}</p>
        </li>
      ))}
    </ul>
  );
}
