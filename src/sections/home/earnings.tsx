import Link from "next/link";
import type { QuarterResults } from "@content/earnings";
import { investorResults } from "@content/investor-results";
import { pages } from "@content/pages";
import { StaticImage as Image } from "@/components/ui/static-image";
import { HeadlineFigures } from "@/sections/investors/headline-figures";
import { ResultDownloads } from "@/sections/investors/result-downloads";

/** Earnings: the latest published quarter, its three files (type and size beside each link) and the archive's link. */
export function HomeEarnings({ results }: { results: QuarterResults }) {
  return (
    <section id="earnings" aria-labelledby="earnings-heading" className="scroll-mt-20 bg-sand-200 py-14 md:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 md:px-6 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-widest text-deep-gold uppercase">{results.eyebrow}</p>
          <h2 id="earnings-heading" className="text-3xl font-semibold md:text-4xl">
            {results.title}
          </h2>
          <p className="mt-4 text-lg">{results.headline}</p>
          <p className="mt-2 text-sm font-semibold text-clay" data-testid="earnings-sample-notice">
            {results.sampleNotice}
          </p>
          <HeadlineFigures results={results} />
          <ResultDownloads results={results} testIds />
          <p className="mt-6">
            <Link
              href={pages.investorResults!.path}
              className="font-semibold text-forest underline underline-offset-4 hover:no-underline"
              data-testid="earnings-archive"
            >
              {investorResults.archiveLink}
            </Link>
          </p>
        </div>
        <Image
          src={results.image}
          alt=""
          sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
          className="hidden aspect-[3/2] w-full self-center rounded-xl object-cover lg:block"
        />
      </div>
    </section>
  );
}
