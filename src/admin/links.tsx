import type { ReactNode } from "react";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";

/** "Back to …": the list a page belongs to, above its heading. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <Link href={href} className="text-forest underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}

/** A CSV download (the route answers Content-Disposition: attachment). */
export function ExportLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={buttonClass({ variant: "secondary", size: "sm" })} download>
      {children}
    </a>
  );
}

/** A page that only says something (not found, not part of your roles) and leads back home. */
export function MessagePage({
  id,
  heading,
  text,
  back,
}: {
  id: string;
  heading: string;
  text: string;
  back: { href: string; label: string };
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h1 id={`${id}-heading`} className="font-display text-3xl text-forest">
        {heading}
      </h1>
      <p>{text}</p>
      <BackLink href={back.href}>{back.label}</BackLink>
    </section>
  );
}
