import { CARD_GRID_SIZES } from "@/components/ui/card-grid-layout";
import { imageProps, type ImgProps } from "@/components/ui/image-props";

/** Where a portrait is shown, with the `sizes` it is drawn at. */
const SIZES = {
  grid: CARD_GRID_SIZES[3], // the board grid is the three-column card grid
  list: "96px",
} as const;

/**
 * A person's portrait attributes for BioPeople (grid or list, and the 160 px
 * image in the bio modal), computed on the server. `preload`: the page's
 * largest paint on phones (the first board portrait), fetched early at high
 * priority.
 */
export function bioPortraits(src: string, variant: keyof typeof SIZES, preload = false): { img: ImgProps; modalImg: ImgProps } {
  return {
    img: imageProps({ src, alt: "", sizes: SIZES[variant], preload }),
    modalImg: imageProps({ src, alt: "", sizes: "160px" }),
  };
}
