import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";

export type PagerWords = { pagination: string; previous: string; next: string; page?: (page: number, pages: number) => string };

/**
 * Previous page, "Page n of m", next page: the back office's paged lists (an inbox, the cases, the audit log).
 * Each link keeps the list's filters (`query`); page 1 is the address without `page`. Nothing for one page.
 */
export function Pager({
  base,
  query,
  page,
  pages,
  words,
}: {
  base: string;
  query: URLSearchParams;
  page: number;
  pages: number;
  words: PagerWords;
}) {
  if (pages <= 1) return null;
  const href = (to: number) => {
    const q = new URLSearchParams(query);
    if (to > 1) q.set("page", String(to));
    return `${base}${q.size ? `?${q}` : ""}`;
  };
  return (
    <nav aria-label={words.pagination} className="flex flex-wrap items-center gap-4">
      {page > 1 && (
        <Link href={href(page - 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>
          {words.previous}
        </Link>
      )}
      {words.page && <p aria-current="page">{words.page(page, pages)}</p>}
      {page < pages && (
        <Link href={href(page + 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>
          {words.next}
        </Link>
      )}
    </nav>
  );
}
