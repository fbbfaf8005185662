import { peopleCopy, type OurPeopleDoc } from "@content/people";
import { Section } from "@/components/ui/section";
import { headingId } from "@/lib/mdx-text";
import { BioPeople } from "./bio-people";
import { bioPortraits } from "./bio-portraits";

/** Executive Officers (spec §2): a list of nine with Learn More. */
export function ExecutiveOfficers({ content }: { content: Pick<OurPeopleDoc, "executivesHeading" | "executivesIntro" | "officers"> }) {
  const people = content.officers.map((e) => ({
    id: `executive-${headingId(e.header)}`,
    name: e.header,
    role: e.description,
    bio: e.bio,
    ...bioPortraits(e.image, "list"),
  }));
  return (
    <Section id="executives" title={content.executivesHeading} className="bg-sand-200/60">
      <p className="mb-8 max-w-3xl text-lg text-ink-muted">{content.executivesIntro}</p>
      <BioPeople people={people} variant="list" buttonLabel={peopleCopy.learnMore} />
    </Section>
  );
}
