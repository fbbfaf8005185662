import { getImageProps, type ImageProps } from "next/image";
import { cache } from "react";
import { preload as preloadResource } from "react-dom";
import { imageSize, UPLOADS_PREFIX } from "@content/media";

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
  if (previewRender().on && typeof props.src === "string" && props.src.startsWith(UPLOADS_PREFIX)) props.unoptimized = true;
  const file = typeof props.src === "string" && props.src.startsWith("/media/") ? imageSize(props.src) : undefined;
  const dimensions = props.width === undefined && typeof props.src === "string" ? (file ?? imageSize(props.src)) : {};
  const { props: img } = getImageProps({
    ...dimensions,
    ...props,
    ...(preload ? { loading: "eager" as const, fetchPriority: "high" as const } : {}),
  });
  if (img.srcSet && file) img.srcSet = upToFileWidth(img.srcSet, file.width);
  if (preload && img.srcSet) {
    preloadResource(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high", media: preloadMedia });
  }
  return img;
}

/**
 * This render is a back-office preview (React `cache`: one per request). A
 * draft's uploads are served to its editors only (decision 111), and next/image's
 * optimiser fetches an image without the editor's session, so a preview shows
 * uploaded pictures as stored (already the folder's size, in WebP).
 */
const previewRender = cache(() => ({ on: false }));

/** Called by a preview page before it renders the public components. */
export function renderingPreview(): void {
  previewRender().on = true;
}

/**
 * next/image lists every configured width in a srcset, up to 3840, whatever
 * the file's own width. Its optimiser never enlarges, so every candidate
 * wider than the file serves the same pixels under another URL. Keeps the
 * candidates narrower than the file and the first one at least as wide:
 * every screen gets the same picture as before, and each <img> is 3 to 5
 * candidates shorter in the HTML and in the page's hydration payload.
 * A srcset of density descriptors (1x, 2x) is returned unchanged.
 */
export function upToFileWidth(srcSet: string, fileWidth: number): string {
  const candidates = srcSet.split(", ").map((entry) => ({ entry, descriptor: entry.slice(entry.lastIndexOf(" ") + 1) }));
  if (!candidates.every(({ descriptor }) => /^\d+w$/.test(descriptor))) return srcSet;
  const covering = candidates.findIndex(({ descriptor }) => Number.parseInt(descriptor, 10) >= fileWidth);
  return (covering === -1 ? candidates : candidates.slice(0, covering + 1)).map(({ entry }) => entry).join(", ");
}
