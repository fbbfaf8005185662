import { StaticImage as Image } from "@/components/ui/static-image";
import type { PropertyCard } from "@content/schema";
import { formatPrice } from "@/lib/money";
import { RichText } from "./rich-text";

/** The property detail modal's body: image, rich-text description, and the price when content sets one. */
export function PropertyDetail({ property, priceLabel }: { property: PropertyCard; priceLabel: string }) {
  const price = formatPrice(property.price);
  return (
    <div className="grid gap-5">
      <Image src={property.image} alt="" sizes="(min-width: 800px) 720px, 90vw" className="h-auto w-full rounded-lg" />
      <RichText blocks={property.subtitle} />
      {price ? (
        <p className="text-lg" data-testid="property-price">
          <span className="font-semibold text-ink">{priceLabel}: </span>
          <span className="font-display text-2xl font-semibold text-forest">{price}</span>
        </p>
      ) : null}
    </div>
  );
}
