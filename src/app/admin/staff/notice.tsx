import { noticeText } from "./notices";

/** The answer of the last action, in a live region (present before it speaks, so it is announced). */
export function Notice({ notice, who }: { notice?: string; who: string }) {
  const shown = noticeText(notice, who);
  return (
    <div role="status" aria-live="polite">
      {shown ? (
        <p
          className={`rounded border-l-4 px-4 py-3 ${shown.error ? "border-red-700 bg-red-50 text-red-900" : "border-green-700 bg-green-50 text-green-900"}`}
        >
          {shown.text}
        </p>
      ) : null}
    </div>
  );
}
