import Image from "next/image";
import type { StaffCard as StaffCardData } from "@content/schema";
import { imageSize } from "@content/media";
import { mailtoHref, telHref } from "@content/site";

/** A staff member's contact card (spec §2 Staff card pages). */
export function StaffCard({ person }: { person: StaffCardData }) {
  const fullName = `${person.name} ${person.surname}`;
  const { width, height } = imageSize(person.image);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16">
      <article className="w-full overflow-hidden rounded-2xl bg-white shadow-xl">
        <Image src={person.image} alt={`Portrait of ${fullName}`} width={width} height={height} sizes="(min-width: 448px) 448px, 100vw" priority className="h-auto w-full" />
        <div className="p-6">
          <h1 className="text-3xl font-semibold">{fullName}</h1>
          <p className="mt-1 text-lg text-ink">{person.position}</p>
          <p className="text-ink-muted">{person.company}</p>
          <ul className="mt-4 space-y-2">
            <li>
              <a className="text-forest underline underline-offset-4" href={telHref(person.phone)}>
                {person.phone}
              </a>
            </li>
            <li>
              <a className="break-all text-forest underline underline-offset-4" href={mailtoHref(person.email)}>
                {person.email}
              </a>
            </li>
          </ul>
        </div>
      </article>
    </div>
  );
}
