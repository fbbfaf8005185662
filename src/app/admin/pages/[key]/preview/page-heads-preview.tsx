import { adminPages } from "@content/admin-pages";
import { pageHeadOf, type PageHeadsDoc } from "@content/pages";
import { fullTitle } from "@/lib/metadata";

const words = adminPages.headsPreview;

/** The page heads draft (decision 156): every page as a search result shows it, with its heading and intro. */
export function PageHeadsPreview({ heads }: { heads: PageHeadsDoc }) {
  return (
    <div className="grid gap-4 p-4">
      <p>{words.intro}</p>
      <ol className="grid gap-4">
        {Object.keys(heads).map((key) => {
          const head = pageHeadOf(heads, key);
          return (
            <li key={key} className="grid gap-1 rounded border border-ink/20 p-4">
              <p className="text-lg text-forest">{fullTitle(head.title, key)}</p>
              <p className="text-sm text-ink-muted">{head.path}</p>
              <p>{head.description}</p>
              <dl className="mt-2 grid gap-1 text-sm">
                <div>
                  <dt className="inline font-semibold">{words.heading}: </dt>
                  <dd className="inline">{head.heading}</dd>
                </div>
                {head.intro ? (
                  <div>
                    <dt className="inline font-semibold">{words.pageIntro}: </dt>
                    <dd className="inline">{head.intro}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
