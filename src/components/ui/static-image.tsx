import type { ImageProps } from "next/image";
import { imageProps } from "./image-props";

/**
 * next/image for server components: the same optimised srcset, sizes and
 * dimensions, rendered as a plain <img> (see imageProps), so a page whose
 * images are all static ships none of next/image's client code.
 */
export function StaticImage(props: ImageProps & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps is next/image's own API for a plain <img>.
  return <img {...imageProps(props)} alt={props.alt} />;
}
