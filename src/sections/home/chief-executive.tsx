import { StaticImage as Image } from "@/components/ui/static-image";
import type { HomeDoc } from "@content/home";
import { Section } from "@/components/ui/section";
import { portraitAlt } from "@content/interface";

/** The chief executive's profile. */
export function HomeChiefExecutive({ home }: { home: HomeDoc }) {
  const { eyebrow, profile, quote } = home.chiefExecutive;
  return (
    <Section id="chief-executive" eyebrow={eyebrow} title={profile.role} className="bg-white">
      <div className="grid items-start gap-10 md:grid-cols-[2fr_3fr]">
        <Image
          src={profile.image}
          alt={portraitAlt(profile.name)}
          sizes="(min-width: 1280px) 480px, (min-width: 768px) 40vw, 100vw"
          className="aspect-square w-full rounded-xl object-cover"
        />
        <div>
          <h3 className="text-3xl font-semibold">{profile.name}</h3>
          <blockquote className="mt-6 border-l-4 border-gold pl-5 font-display text-2xl leading-snug text-forest">
            <p>“{quote}”</p>
          </blockquote>
          <div className="mt-6 space-y-4 text-lg leading-relaxed">
            {profile.bio.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}
