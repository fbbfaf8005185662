"use client";

import type { PropertyCard } from "@content/schema";
import { SelectableCardGrid } from "@/components/ui/card-grid";
import { PropertyDetail } from "./property-detail";

/** Luxury Real Estate, Redefined: each development opens a detail modal. */
export function PropertyGrid({ items, priceLabel, label }: { items: PropertyCard[]; priceLabel: string; label?: string }) {
  return (
    <SelectableCardGrid
      items={items}
      label={label}
      card={(item) => {
        const lead = item.subtitle[0];
        return {
          key: item.title,
          title: item.title,
          image: item.image,
          body: lead?.type === "p" ? <p>{lead.text}</p> : null,
        };
      }}
      modal={(item) => ({
        title: item.title,
        size: "lg",
        content: <PropertyDetail property={item} priceLabel={priceLabel} />,
      })}
    />
  );
}
