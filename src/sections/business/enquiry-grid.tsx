"use client";

import { SelectableCardGrid, type CardGridColumns } from "@/components/ui/card-grid";
import { EnquiryForm } from "@/forms/enquiry/enquiry-form";

type EnquiryItem = { title: string; subtitle: string; img: string };

/**
 * Products (asset management) or commodities: choosing one opens the
 * enquiry form in a modal with the item's name prefilled.
 */
export function EnquiryGrid({
  items,
  business,
  modalTitle,
  subtitleLabel,
  columns = 3,
  label,
}: {
  items: EnquiryItem[];
  business: "asset-management" | "commodities";
  /** e.g. "Enquire about {title}". */
  modalTitle: string;
  /** A label shown above each card's subtitle, e.g. "Quality specification". */
  subtitleLabel?: string;
  columns?: CardGridColumns;
  label?: string;
}) {
  return (
    <SelectableCardGrid
      items={items}
      columns={columns}
      label={label}
      card={(item) => ({
        key: item.title,
        title: item.title,
        image: item.img,
        body: (
          <>
            {subtitleLabel ? <span className="block text-xs font-semibold tracking-wider text-deep-gold uppercase">{subtitleLabel}</span> : null}
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
