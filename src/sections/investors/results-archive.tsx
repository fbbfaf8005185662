import type { QuarterResults } from "@content/earnings";
import { investorResults } from "@content/investor-results";
import { HeadlineFigures } from "./headline-figures";
import { ResultDownloads } from "./result-downloads";

/** One quarter of the archive: its title, date, headline, figures and files. */
function Quarter({ results, headingLevel }: { results: QuarterResults; headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  const id = `results-${results.columns.current.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <article aria-labelledby={id} className="rounded-2xl bg-sand-200 p-6 md:p-8" data-testid="results-quarter">
      <Heading id={id} className="text-2xl font-semibold md:text-3xl">
        {results.title}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted">{investorResults.published(results.publishedOn)}</p>
      <p className="mt-4 text-lg">{results.headline}</p>
      <p className="mt-2 text-sm font-semibold text-clay">{results.sampleNotice}</p>
      <HeadlineFigures results={results} />
      <ResultDownloads results={results} label={`${results.downloadsLabel}, ${results.period}`} />
    </article>
  );
}

/** /investors/results: the latest quarter, then every earlier one, newest first. */
export function ResultsArchive({ quarters }: { quarters: readonly QuarterResults[] }) {
  const [latest, ...earlier] = quarters;
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 md:px-6 md:py-16">
      {latest && (
        <section aria-labelledby="results-latest" className="space-y-6">
          <h2 id="results-latest" className="text-sm font-semibold tracking-widest text-deep-gold uppercase">
            {investorResults.latest}
          </h2>
          <Quarter results={latest} headingLevel="h3" />
        </section>
      )}
      <section aria-labelledby="results-earlier" className="space-y-6">
        <h2 id="results-earlier" className="text-sm font-semibold tracking-widest text-deep-gold uppercase">
          {investorResults.earlier}
        </h2>
        {earlier.length === 0 ? (
          <p>{investorResults.noneEarlier}</p>
        ) : (
          <ol className="space-y-8" data-testid="results-earlier">
            {earlier.map((results) => (
              <li key={results.quarterEnded}>
                <Quarter results={results} headingLevel="h3" />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
