import { StaticImage as Image } from "@/components/ui/static-image";

/** Card grids on the home page: three or four across on wide screens. */
export const CARD_SIZES = {
  three: "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw",
  four: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
} as const;

/** A card's image at a fixed 3:2 box, so nothing moves while it loads. */
export function CardImage({ src, alt = "", sizes }: { src: string; alt?: string; sizes: string }) {
  return (
    <div className="aspect-[3/2] overflow-hidden bg-sand-200">
      <Image src={src} alt={alt} sizes={sizes} className="h-full w-full object-cover" />
    </div>
  );
}
