"use client";

import Image, { type ImageProps } from "next/image";
import { useEffect, useRef, useState } from "react";
import { PLACEHOLDER_ALT, PLACEHOLDER_IMAGE } from "@content/media";

/**
 * next/image that swaps to the local placeholder ('Image Not Available',
 * spec §2 and §7 call 7) when the image fails. It keeps the same width,
 * height and classes, so the swap never shifts the layout. An image that
 * failed before React hydrated fires no onError, so the mount effect checks
 * for a finished-but-empty image as well.
 */
export function FallbackImage({ alt, src, ...props }: ImageProps & { alt: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <Image
      {...props}
      ref={ref}
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={failed ? PLACEHOLDER_ALT : alt}
      unoptimized={failed || props.unoptimized}
      data-fallback={failed ? "true" : undefined}
      onError={() => setFailed(true)}
    />
  );
}
