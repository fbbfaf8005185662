import { contactForm } from "@content/forms";
import { PageIntro } from "@/components/ui/page-intro";
import { ContactForm } from "@/forms/contact/contact-form";
import { publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("contact");

export default async function Page() {
  return (
    <>
      <PageIntro head={await publishedPageHead("contact")} />
      <section aria-labelledby="contact-form-heading" className="mx-auto w-full max-w-2xl px-4 py-14 md:px-6">
        <h2 id="contact-form-heading" className="mb-6 text-2xl font-semibold">
          {contactForm.legend}
        </h2>
        <ContactForm />
      </section>
    </>
  );
}
