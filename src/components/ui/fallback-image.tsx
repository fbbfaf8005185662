"use client";

import { useEffect, useRef, useState } from "react";
import { PLACEHOLDER_ALT, PLACEHOLDER_IMAGE } from "@content/media";
import type { ImgProps } from "./image-props";

/**
 * An image (next/image's attributes, computed on the server by imageProps)
 * that swaps to the local placeholder ('Image Not Available', spec §2 and §7
 * call 7) when it fails. It keeps the same width, height and classes, so the
 * swap never shifts the layout. An image that failed before React hydrated
 * fires no onError, so the mount effect checks for a finished-but-empty image
 * as well. `eager`: the page's largest paint, fetched at once at high priority.
 */
export function FallbackImage({ img, alt, className, eager = false }: { img: ImgProps; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (element && element.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  const source = failed ? { src: PLACEHOLDER_IMAGE, srcSet: undefined, sizes: undefined } : {};
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server (imageProps).
    <img
      {...img}
      {...(eager ? { loading: "eager" as const, fetchPriority: "high" as const } : {})}
      {...source}
      ref={ref}
      alt={failed ? PLACEHOLDER_ALT : alt}
      className={className}
      data-fallback={failed ? "true" : undefined}
      onError={() => setFailed(true)}
    />
  );
}
