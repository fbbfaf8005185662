"use client";

import type { RoomCard } from "@content/schema";
import { SelectableCardGrid } from "@/components/ui/card-grid";
import type { WithCardImage } from "@/components/ui/card-grid-image";
import { lazyNamed } from "@/components/ui/lazy-named";
import { NewTabNote } from "@/components/ui/new-tab-note";

/** The booking form is fetched when a visitor points at a room (or opens one), not with the page. */
const loadBookingForm = () => import("@/forms/booking/booking-form");
const BookingForm = lazyNamed(loadBookingForm, "BookingForm");

/** Book Now: four room types, each opening the booking modal for that room. */
export function RoomGrid({
  items,
  averageBooking,
  averageBookingLabel,
  action,
  modalTitle,
  externalBooking,
  labelledBy,
}: {
  /** From withCardImages(rooms, (room) => room.img, 4). */
  items: WithCardImage<RoomCard>[];
  /** The formatted average booking, e.g. "₦150,000". */
  averageBooking: string;
  averageBookingLabel: string;
  /** Shown at each card's foot, e.g. "Request a booking". */
  action: string;
  /** e.g. "Book the {title}". */
  modalTitle: string;
  externalBooking: { text: string; linkLabel: string; href: string };
  labelledBy?: string;
}) {
  return (
    <SelectableCardGrid
      items={items}
      action={action}
      columns={4}
      preload={loadBookingForm}
      labelledBy={labelledBy}
      card={(room) => ({
        key: String(room.id),
        title: room.title,
        img: room.cardImg,
        body: (
          <>
            <p className="text-sm font-semibold text-ink">{room.subtitle}</p>
            <p className="mt-2">{room.text}</p>
          </>
        ),
        footer: (
          <p className="border-t border-ink/10 pt-3 text-ink" data-testid="average-booking">
            <span className="text-sm text-ink-muted">{averageBookingLabel} </span>
            <span className="font-display text-xl font-semibold text-forest">{averageBooking}</span>
          </p>
        ),
      })}
      modal={(room, close) => ({
        title: modalTitle.replace("{title}", room.title),
        content: (
          <>
            <BookingForm roomTitle={room.title} onDone={close} />
            <p className="mt-6 border-t border-ink/10 pt-4 text-ink-muted">
              {externalBooking.text}{" "}
              <a
                href={externalBooking.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-forest underline underline-offset-4"
              >
                {externalBooking.linkLabel}
                <NewTabNote />
              </a>
            </p>
          </>
        ),
      })}
    />
  );
}
