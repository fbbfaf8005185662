import type { PageHead } from "@content/pages";
import { PageIntro } from "@/components/ui/page-intro";

/** The page's heading band (its one h1) with the business's one-line introduction. */
export function BusinessIntro({ head, intro }: { head: PageHead; intro: string }) {
  return (
    <PageIntro head={head}>
      <p className="mt-4 max-w-3xl text-lg text-white/90">{intro}</p>
    </PageIntro>
  );
}
