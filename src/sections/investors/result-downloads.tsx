import { useId } from "react";
import { formatFileSize, type QuarterResults } from "@content/earnings";
import { Icon } from "@/components/ui/icon";

/**
 * A quarter's three files, each link with its type and size (spec §2's results block). The list is named
 * by a text of its own for screen readers (aria-labelledby): validators flag aria-label on a `ul`.
 */
export function ResultDownloads({ results, label, testIds = false }: { results: QuarterResults; label?: string; testIds?: boolean }) {
  const id = useId();
  return (
    <>
      <p id={id} className="sr-only">
        {label ?? results.downloadsLabel}
      </p>
      <ul className="mt-8 space-y-3" aria-labelledby={id}>
        {results.files.map((file) => (
          <li key={file.key}>
            <a
              href={file.href}
              type={file.contentType}
              className="group inline-flex items-center gap-3 font-semibold text-forest hover:text-forest-700"
              {...(testIds ? { "data-testid": `earnings-${file.key}` } : {})}
            >
              <Icon name="download" size={18} />
              <span className="underline underline-offset-4 group-hover:no-underline">{file.label}</span>{" "}
              <span className="font-normal text-ink-muted">
                ({file.kind}
                {file.bytes ? `, ${formatFileSize(file.bytes)}` : ""})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
