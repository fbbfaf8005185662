import Link from "next/link";
import { newsletterForm } from "@content/forms";
import { campaignCopy } from "@content/newsletter-campaigns";
import { PageIntro } from "@/components/ui/page-intro";
import { NewsletterForm } from "@/forms/newsletter/newsletter-form";
import { publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("newsletter");

export default async function Page() {
  return (
    <>
      <PageIntro head={await publishedPageHead("newsletter")} />
      <section aria-labelledby="newsletter-form-heading" className="mx-auto w-full max-w-2xl px-4 py-14 md:px-6">
        <h2 id="newsletter-form-heading" className="text-2xl font-semibold">
          {newsletterForm.heading}
        </h2>
        <p className="mt-2 mb-6 text-ink-muted">{newsletterForm.intro}</p>
        <NewsletterForm />
        <p className="mt-8">
          <Link href="/newsletter/archive" className="font-medium text-forest underline underline-offset-4">
            {campaignCopy.archive.linkFromNewsletter}
          </Link>
        </p>
      </section>
    </>
  );
}
