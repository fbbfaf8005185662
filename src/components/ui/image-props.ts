import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { imageSize } from "@content/media";

/** A plain <img>'s attributes with next/image's optimised srcset, sizes and dimensions. */
export type ImgProps = ReturnType<typeof getImageProps>["props"];

/**
 * next/image's attributes for a plain <img>, computed on the server by
 * getImageProps (next/image's own API). Server components render them
 * directly (StaticImage); client components receive them as a prop, so no
 * page ships next/image's client code (about 7 KB compressed) for images that
 * need none of its runtime. `preload` loads the image eagerly at high
 * priority and adds the <link rel="preload"> that <Image preload> would (the
 * image is the page's largest paint), for screens matching `preloadMedia`
 * when given (art direction). Without width and height, a /media
 * image's own dimensions are used (imageSize).
 */
export function imageProps({ preload = false, preloadMedia, ...props }: ImageProps & { alt: string; preloadMedia?: string }): ImgProps {
  const dimensions = props.width === undefined && typeof props.src === "string" ? imageSize(props.src) : {};
  const { props: img } = getImageProps({
    ...dimensions,
    ...props,
    ...(preload ? { loading: "eager" as const, fetchPriority: "high" as const } : {}),
  });
  if (preload && img.srcSet) {
    preloadResource(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high", media: preloadMedia });
  }
  return img;
}
