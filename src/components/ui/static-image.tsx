import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/**
 * next/image for server components: the same optimised srcset, sizes and
 * dimensions, rendered as a plain <img> by getImageProps, so a page whose
 * images are all static ships none of next/image's client code (about 7 KB
 * compressed). `preload` adds the <link rel="preload"> that <Image preload>
 * would (the image is the page's largest paint).
 */
export function StaticImage({ preload = false, ...props }: ImageProps & { alt: string }) {
  const { props: img } = getImageProps({
    ...props,
    ...(preload ? { loading: "eager" as const, fetchPriority: "high" as const } : {}),
  });
  if (preload && img.srcSet) {
    preloadResource(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high" });
  }
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps is next/image's own API for a plain <img>.
  return <img {...img} alt={props.alt} />;
}
