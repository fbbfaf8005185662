import "server-only";
import { bookingForm } from "@content/forms";
import { mailCopy as copy } from "@content/mails";
import { site } from "@content/site";
import { lagosDay } from "@/lib/lagos-clock";
import type { Database } from "@/server/db/client";
import { marketingPageOf, marketingPagesCollection } from "@/server/publishing/pages";
import { publicItems } from "@/server/publishing/store";
import type { FormSpec } from "@/server/submissions/contract";
import { teamMail } from "@/server/submissions/mails";
import { BookingSchema, type Booking } from "./schema";

/** The rooms a booking request may name: those /residences shows, as published (decision 150). */
async function roomTitles(database: Database): Promise<ReadonlySet<string>> {
  const page = marketingPageOf(await publicItems(database, marketingPagesCollection), "residences");
  return new Set(page.rooms.items.map((room) => room.title));
}

/**
 * A booking's day as the residences team reads it: "Saturday 5 December
 * 2026". The form posts a calendar date (a day in Abuja), not a moment;
 * the Lagos clock writes it as that very day.
 */
function readableDay(isoDate: string): string {
  return lagosDay(isoDate, { withWeekday: true });
}

/** The residences' booking request: e-mailed to the residences mailbox, the day in its subject. */
export const bookingSpec: FormSpec<Booking> = {
  kind: "booking",
  referencePrefix: "BK",
  schema: BookingSchema,
  // The room comes in a hidden field, so a post can name any text; the residences team books by this title.
  refusal: async (f, database) => ((await roomTitles(database)).has(f.roomTitle) ? null : bookingForm.roomUnavailable),
  mails: (f, reference) => {
    const day = readableDay(f.date);
    return [
      teamMail(
        site.mailboxes.residences,
        copy.booking.subject(f.roomTitle, day, f.name, reference),
        {
          paragraphs: [copy.booking.intro],
          rows: [
            [copy.booking.roomLabel, f.roomTitle],
            [bookingForm.labels.name, f.name],
            [bookingForm.labels.email, f.email],
            [bookingForm.labels.date, copy.booking.date(day, f.date)],
            [copy.referenceLabel, reference],
          ],
        },
        f.email,
      ),
    ];
  },
  success: (f) => ({ message: `${bookingForm.success} ${f.roomTitle}`, detail: bookingForm.successDetail }),
  failure: bookingForm.failure,
};
