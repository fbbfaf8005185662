import type { ReactNode } from "react";

/**
 * The live region of a form: always in the page (so a change is announced),
 * green for success, red for failure.
 */
export function FormStatus({ tone, message, detail, className = "" }: { tone?: "success" | "error"; message?: string; detail?: ReactNode; className?: string }) {
  const styles =
    tone === "success"
      ? "border-green-700 bg-green-50 text-green-900"
      : tone === "error"
        ? "border-red-700 bg-red-50 text-red-900"
        : "";
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className}>
      {message ? (
        <div className={`rounded border-l-4 px-4 py-3 ${styles}`} data-tone={tone}>
          <p className="font-semibold">{message}</p>
          {detail ? <p className="mt-1">{detail}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
