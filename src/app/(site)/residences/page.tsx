import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { BookingForm } from "@/forms/booking/booking-form";

export const metadata = pageMetadata("residences");

export default function Page() {
  return (
    <>
      <PageIntro page="residences" />
      {/* TEMPORARY mount (issue 5) until the page's own sections land. */}
      <section aria-label="Book Now" className="mx-auto w-full max-w-2xl px-4 py-14 md:px-6">
        <BookingForm roomTitle="Executive Suite" />
      </section>
    </>
  );
}
