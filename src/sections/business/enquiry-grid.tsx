"use client";

import { SelectableCardGrid, type CardGridColumns } from "@/components/ui/card-grid";
import type { WithCardImage } from "@/components/ui/card-grid-image";
import { lazyNamed } from "@/components/ui/lazy-named";

/** The enquiry form is fetched when a visitor points at a card (or opens one), not with the page. */
const loadEnquiryForm = () => import("@/forms/enquiry/enquiry-form");
const EnquiryForm = lazyNamed(loadEnquiryForm, "EnquiryForm");

type EnquiryItem = { title: string; subtitle: string; img: string };

/**
 * Products (asset management) or commodities: choosing one opens the
 * enquiry form in a modal with the item's name prefilled.
 */
export function EnquiryGrid({
  items,
  business,
  action,
  modalTitle,
  subtitleLabel,
  columns = 3,
  labelledBy,
}: {
  /** From withCardImages(items, (item) => item.img, columns). */
  items: WithCardImage<EnquiryItem>[];
  business: "asset-management" | "commodities";
  /** Shown at each card's foot, e.g. "Enquire". */
  action: string;
  /** e.g. "Enquire about {title}". */
  modalTitle: string;
  /** A label shown above each card's subtitle, e.g. "Quality specification". */
  subtitleLabel?: string;
  columns?: CardGridColumns;
  labelledBy?: string;
}) {
  return (
    <SelectableCardGrid
      items={items}
      action={action}
      columns={columns}
      preload={loadEnquiryForm}
      labelledBy={labelledBy}
      card={(item) => ({
        key: item.title,
        title: item.title,
        img: item.cardImg,
        body: (
          <>
            {subtitleLabel ? (
              <span className="block text-xs font-semibold tracking-wider text-deep-gold uppercase">{subtitleLabel}</span>
            ) : null}
            <p data-testid="card-subtitle">{item.subtitle}</p>
          </>
        ),
      })}
      modal={(item, close) => ({
        title: modalTitle.replace("{title}", item.title),
        content: <EnquiryForm productName={item.title} business={business} onDone={close} />,
      })}
    />
  );
}
