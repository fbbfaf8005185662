import type { PropertyCard } from "@content/schema";
import { withCardImages } from "@/components/ui/card-grid-image";
import { PropertyDetail } from "./property-detail";
import { PropertyGrid } from "./property-grid";

/** The developments' cards, with each detail modal's body rendered here on the server, so the client grid only keeps the selection. */
export function Developments({
  items,
  priceLabel,
  action,
  labelledBy,
}: {
  items: PropertyCard[];
  priceLabel: string;
  action: string;
  labelledBy?: string;
}) {
  const gridItems = withCardImages(items, (item) => item.image).map((item) => ({
    ...item,
    detail: <PropertyDetail property={item} priceLabel={priceLabel} />,
  }));
  return <PropertyGrid items={gridItems} action={action} labelledBy={labelledBy} />;
}
