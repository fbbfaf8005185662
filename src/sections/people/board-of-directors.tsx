import { peopleCopy, type OurPeopleDoc } from "@content/people";
import { Section } from "@/components/ui/section";
import { bioPreview } from "@/lib/bio";
import { headingId } from "@/lib/mdx-text";
import { BioPeople } from "./bio-people";
import { bioPortraits } from "./bio-portraits";

/** Board of Directors (spec §2): five members, each bio cut to its first 200 characters, Read Full Bio. */
export function BoardOfDirectors({ content }: { content: Pick<OurPeopleDoc, "boardHeading" | "boardIntro" | "directors"> }) {
  const people = content.directors.map((m, index) => ({
    id: `board-${headingId(m.name)}`,
    name: m.name,
    role: m.title,
    note: m.description,
    bio: m.bio,
    preview: bioPreview(m.bio),
    ...bioPortraits(m.image, "grid", index === 0),
  }));
  return (
    <Section id="board" title={content.boardHeading}>
      <p className="mb-8 max-w-3xl text-lg text-ink-muted">{content.boardIntro}</p>
      <BioPeople people={people} variant="grid" buttonLabel={peopleCopy.readFullBio} />
    </Section>
  );
}
