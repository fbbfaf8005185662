import { CARD_GRID_SIZES, type CardGridColumns } from "./card-grid-layout";
import { imageProps, type ImgProps } from "./image-props";

/** A card's image attributes, computed on the server so the client grid ships no next/image code. Decorative: the card's title names it. */
export function cardGridImage(src: string, columns: CardGridColumns = 3): ImgProps {
  return imageProps({ src, alt: "", sizes: CARD_GRID_SIZES[columns] });
}

export type WithCardImage<T> = T & { cardImg: ImgProps };

/** Each item with its card image's attributes (`cardImg`), for a client card grid. */
export function withCardImages<T>(items: T[], src: (item: T) => string, columns: CardGridColumns = 3): WithCardImage<T>[] {
  return items.map((item) => ({ ...item, cardImg: cardGridImage(src(item), columns) }));
}
