import type { PageHead } from "@content/pages";
import type { WhistleblowPageDoc } from "@content/whistleblow";
import { PageIntro } from "@/components/ui/page-intro";

/** The banner (spec §2 Whistleblowing): the page heading and what this page is for. */
export function WhistleblowBanner({ head, copy }: { head: PageHead; copy: WhistleblowPageDoc }) {
  const { banner } = copy;
  return (
    <PageIntro head={head}>
      <p className="mt-4 text-sm font-semibold tracking-widest text-gold uppercase">{banner.eyebrow}</p>
      <p className="mt-2 max-w-3xl font-display text-2xl text-white md:text-3xl">{banner.title}</p>
      <p className="mt-4 max-w-3xl text-lg text-white/90">{banner.text}</p>
    </PageIntro>
  );
}
