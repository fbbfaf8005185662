import type { ReactNode } from "react";
import { shown } from "./time";

/** What happened to an item, oldest first: each moment (Lagos time) and what was done. */
export function Timeline({ entries }: { entries: { at: Date; text: ReactNode }[] }) {
  return (
    <ol className="grid gap-2 border-l-2 border-forest/40 pl-4">
      {entries.map((entry, index) => (
        <li key={index}>
          <Moment at={entry.at} />
          {entry.text}
        </li>
      ))}
    </ol>
  );
}

/** A moment as the teams read it, in a <time> element. */
export function Moment({ at }: { at: Date }) {
  return <time dateTime={at.toISOString()}>{shown(at)}</time>;
}

/**
 * Written entries, each in its own box under a byline ("Name, 23 November
 * 2026, 20:05"): notes, messages. `empty` when there are none.
 */
export function EntryList({
  entries,
  empty,
}: {
  entries: { id: string | number; by: string; at: Date; text: string; own?: boolean; extra?: ReactNode }[];
  empty: string;
}) {
  if (entries.length === 0) return <p>{empty}</p>;
  return (
    <ol className="grid gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className={`rounded border p-3 ${entry.own ? "border-forest/40 bg-sand-100" : "border-ink/20"}`}>
          <p className="text-sm text-ink-muted">
            {entry.by}, <Moment at={entry.at} />
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap">{entry.text}</p>
          {entry.extra}
        </li>
      ))}
    </ol>
  );
}

/** An item's fields as label and value, the value as sent (text, never HTML); `empty` stands for a blank one. */
export function FieldList({ fields, empty }: { fields: (readonly [string, string, string])[]; empty: string }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-6">
      {fields.map(([key, label, value]) => (
        <div key={key} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="mb-2 break-words whitespace-pre-wrap sm:mb-0">{value || <span className="text-ink-muted">{empty}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Deadlines and whether each was met: "Acknowledge the report, by …: open". */
export function DeadlineList({ deadlines }: { deadlines: { label: string; by: ReactNode; state: string; late: boolean }[] }) {
  return (
    <ul className="grid gap-1">
      {deadlines.map((deadline) => (
        <li key={deadline.label}>
          {deadline.label}, {deadline.by}: <strong className={deadline.late ? "text-danger" : undefined}>{deadline.state}</strong>
        </li>
      ))}
    </ul>
  );
}
