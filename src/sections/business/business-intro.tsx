import { PageIntro } from "@/components/ui/page-intro";

/** The page's heading band (its one h1) with the business's one-line introduction. */
export function BusinessIntro({ page, intro }: { page: string; intro: string }) {
  return (
    <PageIntro page={page}>
      <p className="mt-4 max-w-3xl text-lg text-white/90">{intro}</p>
    </PageIntro>
  );
}
