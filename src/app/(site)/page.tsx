import { pageMeta } from "@content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("home");

export default function HomePage() {
  return (
    <>
      <h1 className="sr-only">{pageMeta("home").heading}</h1>
      <section id="insights" aria-label="Insights" />
    </>
  );
}
