"use client";

import type { ReactNode } from "react";
import type { PropertyCard } from "@content/schema";
import { SelectableCardGrid } from "@/components/ui/card-grid";
import type { WithCardImage } from "@/components/ui/card-grid-image";

export type PropertyGridItem = WithCardImage<PropertyCard> & {
  /** The detail modal's body, rendered on the server (PropertyDetail). */
  detail: ReactNode;
};

/** Luxury Real Estate, Redefined: each development opens a detail modal. */
export function PropertyGrid({ items, action, labelledBy }: { items: PropertyGridItem[]; action: string; labelledBy?: string }) {
  return (
    <SelectableCardGrid
      items={items}
      action={action}
      labelledBy={labelledBy}
      card={(item) => {
        const lead = item.subtitle[0];
        return {
          key: item.title,
          title: item.title,
          img: item.cardImg,
          body: lead?.type === "p" ? <p>{lead.text}</p> : null,
        };
      }}
      modal={(item) => ({ title: item.title, size: "lg", content: item.detail, closeOnBackdrop: true })}
    />
  );
}
