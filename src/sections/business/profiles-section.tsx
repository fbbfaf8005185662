import type { ProfileBlock } from "@content/business-schema";
import { Profile } from "@/components/ui/profile";
import { Section } from "@/components/ui/section";
import { Paragraphs } from "./paragraphs";

/** The heads of department of a business, one profile block each. */
export function ProfilesSection({ id, title, intro, profiles }: { id: string; title: string; intro?: string[]; profiles: ProfileBlock[] }) {
  return (
    <Section id={id} title={title} className="bg-sand-200/60">
      <Paragraphs text={intro} />
      <div className="mt-8 grid gap-8">
        {profiles.map((profile) => (
          <Profile key={profile.name} {...profile} />
        ))}
      </div>
    </Section>
  );
}
