import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import { careers, type Position } from "@content/careers";
import { mailtoHref, site } from "@content/site";
import { buttonClass } from "@/components/ui/button-class";
import { lagosDay } from "@/lib/lagos-clock";

/** An open position's page (/careers/<key>): its facts as a description list, its description, how to apply and Apply Now. */
export function PositionPage({ position, kicker }: { position: Position; kicker: string }) {
  const copy = careers.positionPage;
  const facts: [string, ReactNode][] = [
    [copy.location, position.subtitle],
    [copy.employmentType, copy.employmentTypes[position.employmentType]],
    [
      copy.posted,
      <time key="posted" dateTime={position.datePosted}>
        {lagosDay(position.datePosted)}
      </time>,
    ],
    ...(position.validThrough
      ? [
          [
            copy.closes,
            <time key="closes" dateTime={position.validThrough}>
              {lagosDay(position.validThrough)}
            </time>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <>
      <div className="bg-forest text-white on-dark">
        <div className="mx-auto max-w-7xl px-4 py-14 md:px-6 md:py-20">
          <p className="mb-2 text-sm font-semibold tracking-widest uppercase">{kicker}</p>
          <h1 className="text-4xl font-semibold text-white md:text-5xl">{position.title}</h1>
        </div>
      </div>
      <article className="mx-auto max-w-3xl px-4 py-12 text-lg text-ink md:px-6 md:py-16">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-testid="position-facts">
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt className="font-semibold">{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <p className="mt-8">{position.description}</p>
        <p className="mt-6 text-ink-muted">{copy.howToApply}</p>
        <p className="mt-8 flex flex-wrap items-center gap-6">
          <a href={mailtoHref(site.mailboxes.hr, position.title)} className={buttonClass()}>
            {careers.positions.applyLabel}
          </a>
          <Link href="/careers#open-positions" className="font-medium text-forest underline underline-offset-4">
            {copy.back}
          </Link>
        </p>
      </article>
    </>
  );
}
