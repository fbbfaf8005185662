import { publishedItemsCopy as words } from "@content/admin-published-items";

const ERRORS = new Set(["conflict", "invalid", "bad-time", "not-found"]);

/** The answer of a publication control, announced where the page starts. */
export function ControlNotice({ notice }: { notice?: string }) {
  const text = notice ? words.notices[notice] : undefined;
  if (!text) return null;
  const error = ERRORS.has(notice!);
  return (
    <p
      role={error ? "alert" : "status"}
      className={`mb-4 rounded border-l-4 p-3 ${error ? "border-danger bg-danger/10 text-danger" : "border-success bg-success/10 text-success"}`}
    >
      {text}
    </p>
  );
}
