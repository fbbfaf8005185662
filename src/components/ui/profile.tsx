import { StaticImage as Image } from "@/components/ui/static-image";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { portraitAlt } from "@content/interface";

export type ProfileProps = {
  name: string;
  role: string;
  /** Portrait: /media/people/<first>-<last>.webp. */
  image: string;
  bio: string[];
  /** An optional call to action under the bio, e.g. Get Started (a mailto link). */
  action?: { label: string; href: string };
  /** The name's heading level: 3 inside a titled section (default), 2 on its own. */
  headingLevel?: 2 | 3;
};

/** A person's profile block: portrait, name, role, bio, optional action link. */
export function Profile({ name, role, image, bio, action, headingLevel = 3 }: ProfileProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const actionClass = buttonClass({ className: "mt-6" });
  return (
    <article className="grid items-start gap-6 rounded-2xl bg-white p-6 shadow-sm md:grid-cols-[minmax(0,14rem)_1fr] md:gap-10 md:p-8">
      <Image
        src={image}
        alt={portraitAlt(name)}
        sizes="(min-width: 768px) 14rem, 60vw"
        className="aspect-square w-48 rounded-xl object-cover md:w-full"
      />
      <div>
        <Heading className="text-2xl font-semibold md:text-3xl">{name}</Heading>
        <p className="mt-1 font-semibold tracking-wide text-deep-gold">{role}</p>
        <div className="mt-4 space-y-3 text-ink-muted">
          {bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {action ? (
          action.href.startsWith("/") ? (
            <Link href={action.href} className={actionClass}>
              {action.label}
            </Link>
          ) : (
            <a href={action.href} className={actionClass}>
              {action.label}
            </a>
          )
        ) : null}
      </div>
    </article>
  );
}
